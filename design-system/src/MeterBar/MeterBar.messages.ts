/** The words MeterBar says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface MeterBarMessages {
  /** MeterBar: the meter's spoken value. @default (72, 100) => '72 out of 100' */
  meterValue: (value: number, max: number) => string;
}

/** MeterBar's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const meterBarMessages: MeterBarMessages = {
  meterValue: (value, max) => `${String(value)} out of ${String(max)}`,
};
