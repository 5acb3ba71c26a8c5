import { describe, expect, it } from 'vitest';
import type { ToastItem } from './toast';
import { MAX_OPEN_TOASTS, withToast } from './toast-queue';

const titles = (toasts: ToastItem[], open = true) => toasts.filter((item) => item.open === open).map((item) => item.title);

describe('withToast', () => {
  it('adds a toast', () => {
    expect(withToast([], { title: 'Booking Confirmed!' }, 1)).toEqual([{ title: 'Booking Confirmed!', id: 1, open: true }]);
  });

  it('closes the same message already on screen, so repeats do not stack', () => {
    let toasts: ToastItem[] = [];
    for (let id = 1; id <= 4; id++) toasts = withToast(toasts, { title: 'Answer Submitted!', description: 'Points will be awarded if correct' }, id);
    expect(titles(toasts)).toEqual(['Answer Submitted!']);
    expect(toasts.find((item) => item.open)?.id).toBe(4);
    // A different description is a different message.
    toasts = withToast(toasts, { title: 'Answer Submitted!', description: 'Something else' }, 5);
    expect(titles(toasts)).toEqual(['Answer Submitted!', 'Answer Submitted!']);
  });

  it(`keeps at most ${MAX_OPEN_TOASTS} open, closing the oldest`, () => {
    let toasts: ToastItem[] = [];
    for (const [id, title] of ['Check your email!', 'Welcome back!', 'Referral Bonus!', 'Feedback Submitted!'].entries()) toasts = withToast(toasts, { title }, id + 1);
    expect(titles(toasts)).toEqual(['Welcome back!', 'Referral Bonus!', 'Feedback Submitted!']);
    expect(titles(toasts, false)).toEqual(['Check your email!']);
  });

  it('closes the toasts a new one replaces, whatever their description', () => {
    let toasts = withToast([], { title: 'Check your email!', description: 'Please confirm your email to complete registration.' }, 1);
    toasts = withToast(toasts, { title: 'Referral Bonus!' }, 2);
    toasts = withToast(toasts, { title: 'Welcome back!', replaces: ['Check your email!', 'Email confirmation required'] }, 3);
    expect(titles(toasts)).toEqual(['Referral Bonus!', 'Welcome back!']);
    expect(titles(toasts, false)).toEqual(['Check your email!']);
  });

  it('closes a message it replaces by title and description, and no other toast of that title', () => {
    const answerFailed = { title: 'Error', description: 'Failed to submit answer' };
    let toasts = withToast([], { title: 'Error', description: 'Failed to load questions' }, 1);
    toasts = withToast(toasts, answerFailed, 2);
    toasts = withToast(toasts, { title: 'Correct!', description: '+20 points', replaces: [answerFailed] }, 3);
    expect(toasts.filter((item) => item.open).map((item) => item.description)).toEqual(['Failed to load questions', '+20 points']);
    expect(toasts.find((item) => item.id === 2)?.open).toBe(false);
  });
});
