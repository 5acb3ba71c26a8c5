/**
 * `npm run bench:reminders`: what the reminder job (functions/mail/reminders.ts) reads and writes per run
 * for one show starting in 90 minutes with 100 booked seats (25 bookings of 4, each written by the
 * booking's own writes, `bookingWrites`), over 3 runs, a booking of 4 more seats made after the first.
 * Starts only DynamoDB Local (in memory); the job runs in this process and every call it makes through
 * the data layer is counted (items read, and the read and write capacity DynamoDB Local reports).
 * docs/mail.md ("Reminders") holds the figures.
 */
import { randomUUID } from 'node:crypto';
import { seatLabel } from '../../shared/booking/seat-labels';
import { startDynamoDbLocal } from '../local/dynamodb';
import { countTableUse } from './table-use';

const BOOKINGS = 25;
const SEATS_A_BOOKING = 4;
const RUNS = 3;
const COLUMNS = 20;

const dynamo = await startDynamoDbLocal({ tableName: 'cinema-bench' });
Object.assign(process.env, { AWS_REGION: 'us-east-1', TABLE_NAME: 'cinema-bench', DYNAMODB_ENDPOINT: dynamo.endpoint });

try {
  const { db, documentClient } = await import('../../functions/data/service');
  const { transactionEntities, writeTransaction } = await import('../../functions/data/transactions');
  const { bookingWrites } = await import('../../functions/booking/book');
  const { bookedShow } = await import('../../functions/data/outbox');
  const { queueDueReminders } = await import('../../functions/mail/reminders');

  // A show 90 minutes away on a UTC venue's clock, carrying its venue's fields as the admin API writes them.
  const id = randomUUID().slice(0, 8);
  const screenId = `bench-screen-${id}`;
  const sessionId = `bench-session-${id}`;
  const seats = Array.from({ length: (BOOKINGS + 1) * SEATS_A_BOOKING }, (_, i) => ({
    screenId, version: 1, rowNumber: Math.floor(i / COLUMNS) + 1, seatNumber: (i % COLUMNS) + 1, categoryId: 'regular', isAvailable: true,
  }));
  await db.entities.screenSeat.put(seats).go();
  const start = new Date(Math.floor((Date.now() + 90 * 60_000) / 60_000) * 60_000);
  const { data: session } = await db.entities.session
    .create({
      sessionId, movieTitle: 'Bench Reminders', venueId: 'bench-venue', venueName: 'Bench Venue', location: 'Bench Town', timeZone: 'UTC',
      screenId, screenName: 'Screen 1', sessionDate: start.toISOString().slice(0, 10), sessionTime: start.toISOString().slice(11, 16),
      basePrice: 10, totalSeats: seats.length,
    })
    .go();

  let booked = 0;
  /** One booking of 4 seats: the booking's own writes (seats, seat checks, tally shard and what else it writes), one transaction. */
  const book = async () => {
    const positions = seats.slice(booked, booked + SEATS_A_BOOKING);
    booked += SEATS_A_BOOKING;
    const result = { bookingCode: `BK-${randomUUID()}`, sessionId, seats: positions.map((s) => seatLabel(s.rowNumber, s.seatNumber)), totalPrice: 40, createdAt: new Date().toISOString() };
    const show = bookedShow(session, 'UTC', result);
    await writeTransaction(bookingWrites(transactionEntities, { userId: `bench-member-${booked}`, session: { sessionId, screenId }, seats: positions, seatPrices: positions.map(() => 10), result, show }));
  };
  for (let i = 0; i < BOOKINGS; i++) await book();

  console.log(`One show 90 minutes away, ${booked} seats booked in ${BOOKINGS} bookings of ${SEATS_A_BOOKING}; a booking of ${SEATS_A_BOOKING} more after run 1.`);
  console.log('run  reminders queued  items read  read units  write units');
  for (let run = 1; run <= RUNS; run++) {
    let queued = 0;
    const use = await countTableUse(documentClient, async () => {
      queued = await queueDueReminders();
    });
    console.log(`${String(run).padStart(3)}  ${String(queued).padStart(16)}  ${String(use.itemsRead).padStart(10)}  ${use.readUnits.toFixed(1).padStart(10)}  ${use.writeUnits.toFixed(1).padStart(11)}`);
    if (run === 1) await book();
  }
} finally {
  await dynamo.stop();
}
