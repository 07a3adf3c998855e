/** A staged result line: `data-state` says whether it is out yet, and these classes style it. */
export const revealClass =
  'transition-[opacity,translate] duration-700 ease-out data-[state=hidden]:translate-y-4 data-[state=hidden]:opacity-0'

export const revealState = (shown: boolean) => (shown ? 'shown' : 'hidden')
