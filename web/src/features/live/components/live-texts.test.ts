import { describe, expect, it } from 'vitest';
import { answerRefusalText, countdownAnnouncement, ordinal, resultHeading } from './live-texts';

describe('ordinal', () => {
  it('names ranks as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });
});

describe('countdownAnnouncement', () => {
  it('changes only at the opening, 10 s, 5 s and the close, so a screen reader is not told every second', () => {
    const said = Array.from({ length: 16 }, (_, i) => countdownAnnouncement(15 - i, 15));
    expect(new Set(said)).toEqual(new Set(['15 seconds to answer.', '10 seconds left.', '5 seconds left.', 'Time is up.']));
    expect(said.slice(0, 5).every((text) => text === '15 seconds to answer.')).toBe(true);
  });

  it('skips the 10 s mark of a question that is that short anyway', () => {
    expect(countdownAnnouncement(8, 8)).toBe('8 seconds to answer.');
    expect(countdownAnnouncement(5, 8)).toBe('5 seconds left.');
  });
});

describe('answerRefusalText', () => {
  it('says why an answer was refused', () => {
    expect(answerRefusalText('TOO_LATE')).toBe('Too late: this question had closed.');
    expect(answerRefusalText('INVALID_OPTION')).toBe('Your answer could not be taken.');
  });
});

describe('resultHeading', () => {
  it('tells a member who gave no answer so, rather than that they were wrong', () => {
    expect(resultHeading({ correct: true, points: 966 }, true)).toBe('Right! +966 points');
    expect(resultHeading({ correct: false, points: 0 }, true)).toBe('Wrong: no points this time');
    expect(resultHeading({ correct: false, points: 0 }, false)).toBe('No answer: no points this time');
  });
});
