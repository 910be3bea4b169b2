import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** MeterBar's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const meterBarMessages = {
  meterValue: (value, max) => `${String(value)} out of ${String(max)}`,
} satisfies Partial<DesignSystemMessages>;
