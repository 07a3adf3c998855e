"""What a screen reader on Linux gets from WebKitGTK: the page's accessibility tree as AT-SPI
exposes it (python3-gi, gir1.2-atspi-2.0), read from the one browser on this session's bus.

Prints one line per node of the document (or of its first node whose role is the argument, such
as "dialog" or "form"), in reading order: `role "name" (description) states`, and `text "..."` for
the text a node holds itself. Run by tests/webkit/support/atspi-tree.ts.
"""

import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

SPOKEN_STATES = ["FOCUSED", "EXPANDED", "CHECKED", "SELECTED", "INVALID_ENTRY", "REQUIRED"]


def find(node, role, depth=0):
    """The first node of `role` at or below `node`, depth first."""
    if node is None or depth > 60:
        return None
    if node.get_role_name() == role:
        return node
    for index in range(node.get_child_count()):
        found = find(node.get_child_at_index(index), role, depth + 1)
        if found is not None:
            return found
    return None


def own_text(node):
    """The text a node holds itself (an embedded child is the object replacement character)."""
    if "Text" not in node.get_interfaces():
        return ""
    whole = Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))
    return " ".join(part.strip() for part in whole.split("\ufffc") if part.strip())


def describe(node):
    states = node.get_state_set()
    said = [
        "invalid" if state == "INVALID_ENTRY" else state.lower()
        for state in SPOKEN_STATES
        if states.contains(getattr(Atspi.StateType, state))
    ]
    # A control that opens something: collapsed is said as much as expanded.
    if states.contains(Atspi.StateType.EXPANDABLE) and not states.contains(
        Atspi.StateType.EXPANDED
    ):
        said.append("collapsed")
    attributes = node.get_attributes() or {}
    if attributes.get("live"):
        said.append(f"live={attributes['live']}")
    description = node.get_description() or ""
    return " ".join(
        part
        for part in [
            f'{node.get_role_name()} "{node.get_name() or ""}"',
            f"({description})" if description else "",
            *said,
        ]
        if part
    )


def walk(node, lines):
    lines.append(describe(node))
    text = own_text(node)
    if text and text != (node.get_name() or ""):
        lines.append(f'text "{text}"')
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            walk(child, lines)


def main():
    desktop = Atspi.get_desktop(0)
    document = None
    for index in range(desktop.get_child_count()):
        document = find(desktop.get_child_at_index(index), "document web")
        if document is not None:
            break
    if document is None:
        sys.exit("no web page is on the accessibility bus")
    root = find(document, sys.argv[1]) if len(sys.argv) > 1 else document
    if root is None:
        sys.exit(f"the page has no {sys.argv[1]}")
    lines = []
    walk(root, lines)
    print("\n".join(lines))


main()
