import {
  resultCardPath,
  resultCards,
  resultPath,
  type AgeRangeId,
  type ResultCardKind,
  type ScreenTimeId,
} from '@/content/calculator'
import { shareCopy as copy } from '@/content/calculator-share-copy'
import { calculateScreenTime } from './calculator-maths'
import { findAgeRange, findScreenTime } from './calculator-search'

/**
 * Everything a result's own page says about it outside the calculator: its address, head tags
 * and pictures. The route, the share control and the picture generator all read this, so a
 * number is worked out in one place (calculator-maths) and worded in one (calculator-copy).
 */
export function resultPage(
  ageId: AgeRangeId | (string & {}),
  hoursId: ScreenTimeId | (string & {}),
) {
  const age = findAgeRange(ageId)
  const screenTime = findScreenTime(hoursId)
  if (!age || !screenTime) throw new Error(`no such answer: ${ageId} / ${hoursId}`)
  const figures = { age, screenTime, ...calculateScreenTime(age, screenTime) }
  const imageAlt = copy.imageAlt(figures)
  const picture = (kind: ResultCardKind) => ({
    path: resultCardPath(age.id, screenTime.id, kind),
    width: resultCards[kind].width,
    height: resultCards[kind].height,
    alt: imageAlt,
  })
  return {
    figures,
    path: resultPath(age.id, screenTime.id),
    title: copy.title(figures),
    description: copy.description(figures),
    shareText: copy.text(figures),
    card: picture('card'),
    story: picture('story'),
    /** The saved picture's file name: what it shows, not an id. */
    storyFileName: `touch-grass-${figures.yearlyHours}-hours-a-year.png`,
  }
}

export type ResultPage = ReturnType<typeof resultPage>
