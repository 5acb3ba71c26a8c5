import { randomUUID } from 'node:crypto';
import type { AdminSeatCategory, SeatCategoryInput } from '../../shared/api/routes/admin-venues';
import { conflict } from '../../shared/errors';
import { db } from '../data/service';
import { seatCategories } from '../data/seating';

/** Seat categories: the API's view of one, and creating one with a unique name. */

export const toAdminCategory = (c: { categoryId: string; name: string; colorCode: string; isActive: boolean }): AdminSeatCategory => ({
  id: c.categoryId,
  name: c.name,
  colorCode: c.colorCode,
  isActive: c.isActive,
});

export async function createCategory(input: SeatCategoryInput): Promise<AdminSeatCategory> {
  const existing = await seatCategories();
  if (existing.some((c) => c.name.trim().toLowerCase() === input.name.toLowerCase())) {
    throw conflict('SEAT_CATEGORY_EXISTS', 'A seat category with this name already exists.');
  }
  const { data } = await db.entities.seatCategory.create({ categoryId: randomUUID(), name: input.name, colorCode: input.colorCode.toLowerCase() }).go();
  return toAdminCategory(data as { categoryId: string; name: string; colorCode: string; isActive: boolean });
}
