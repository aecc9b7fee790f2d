import { z } from 'zod';

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
