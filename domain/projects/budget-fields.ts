import { z } from 'zod';

/** The BUDGET answer's fields for an exact amount and a split by piece (budget-choices.ts checks them); cents. */
const cents = (message: string) => z.number({ invalid_type_error: message, required_error: message });
export const budgetDetailFields = {
  amount: cents('Please enter your budget in dollars, like 4500').optional(),
  split: z
    .array(z.object({ kind: z.string({ invalid_type_error: 'Please choose pieces from the list' }).max(40, 'Please choose pieces from the list'), minPrice: cents('Please enter amounts in dollars, like 800'), maxPrice: cents('Please enter amounts in dollars, like 800') }), {
      invalid_type_error: 'Please give a price range for each piece',
    })
    .max(40, 'Please split the budget over at most 30 pieces')
    .optional(),
};
