export { MeterBar, meterBarTones } from './MeterBar';
export type { MeterBarProps, MeterBarTone } from './MeterBar';
