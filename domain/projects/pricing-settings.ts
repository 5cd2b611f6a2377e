import { z } from 'zod';
import type { Command, Decider, Event } from '../shared/messages';
import { type PriceVariant, priceVariants } from './plans';

/** The plan prices staff choose (part 2 §9 variants): one stream for the whole shop. */
export const pricingSettingsStream = 'settings-pricing';

export type PricingSettingsEvent = Event<'PriceVariantChosen', { variant: PriceVariant; chosenAt: string }>;
export type PricingSettingsState = { variant: PriceVariant };

export const initialPricingSettings = (): PricingSettingsState => ({ variant: 'A' });
export const evolvePricingSettings = (_state: PricingSettingsState, event: PricingSettingsEvent): PricingSettingsState => ({ variant: event.data.variant });

export const choosePriceVariantSchema = z.object({ variant: z.enum(priceVariants as [PriceVariant, ...PriceVariant[]], { errorMap: () => ({ message: `Choose one of ${priceVariants.join(', ')}` }) }) });
export type PricingSettingsCommand = Command<'ChoosePriceVariant', z.infer<typeof choosePriceVariantSchema>>;

export const pricingSettingsDecider: Decider<PricingSettingsState, PricingSettingsCommand, PricingSettingsEvent> = {
  initialState: initialPricingSettings,
  evolve: evolvePricingSettings,
  decide: (command, state) => (state.variant === command.data.variant ? [] : [{ type: 'PriceVariantChosen', data: { variant: command.data.variant, chosenAt: command.metadata.now } }]),
};

export const pricingSettingsEventTypes = Object.keys({ PriceVariantChosen: true } satisfies Record<PricingSettingsEvent['type'], true>) as PricingSettingsEvent['type'][];
