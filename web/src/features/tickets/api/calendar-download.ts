import { calendarFile } from '@shared/booking/calendar-event';
import { showMinutes } from '@shared/check-in';
import type { WalletBooking } from './booking-groups';

/** The file name of a booking's calendar event. */
export const calendarFileName = (booking: WalletBooking) => `${booking.bookingCode}.ics`;

/** The booking as an .ics event: its start on the venue's clock (from the API), its running time (3 hours when unknown). */
export function bookingCalendarFile(booking: WalletBooking): string | null {
  const { startsAt, durationMinutes, movieTitle, venue, location } = booking.session;
  if (!startsAt) return null;
  const start = new Date(startsAt);
  return calendarFile({
    uid: `${booking.bookingCode}@cinema`,
    title: movieTitle || 'Session Booked',
    start,
    end: new Date(start.getTime() + showMinutes(durationMinutes) * 60_000),
    location: [venue, location].filter(Boolean).join(', '),
    description: `${booking.seats.length === 1 ? 'Seat' : 'Seats'} ${booking.seats.join(', ')}\nBooking code ${booking.bookingCode}`,
  });
}

/** Downloads the booking's .ics (a calendar app opens it). */
export function downloadCalendarFile(booking: WalletBooking): void {
  const text = bookingCalendarFile(booking);
  if (!text) return;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(booking);
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
