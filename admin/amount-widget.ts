import { Component, createElement, type ChangeEvent } from 'react'

/**
 * An amount as the owner types it. A browser's number field reads "41,20" as 4120 and "£1,200"
 * as 1200 without a word, so this is a text field: digits with an optional point are a number,
 * anything else is kept as typed and the build's check refuses it, saying how to write it.
 */
export function amountValue(text: string): number | string {
  const trimmed = text.trim()
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed
}

type Props = {
  value?: unknown
  onChange: (value: number | string) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

// A class: Decap reaches each control through a ref, which a function component cannot take.
export class AmountControl extends Component<Props, { text: string }> {
  state = {
    text:
      this.props.value === undefined || this.props.value === null ? '' : String(this.props.value),
  }

  render() {
    return createElement('input', {
      type: 'text',
      inputMode: 'decimal',
      autoComplete: 'off',
      id: this.props.forID,
      className: this.props.classNameWrapper,
      value: this.state.text,
      onFocus: this.props.setActiveStyle,
      onBlur: this.props.setInactiveStyle,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const text = event.target.value
        this.setState({ text })
        this.props.onChange(amountValue(text))
      },
    })
  }
}
