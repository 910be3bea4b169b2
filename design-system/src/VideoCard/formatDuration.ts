/** A whole number of seconds split into hours, minutes and seconds. */
function splitSeconds(totalSeconds: number) {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** How a video's length is shown: `2:30`, `3:00`, `1:05:09`. */
export function formatDurationClock(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitSeconds(totalSeconds);
  return hours > 0 ? `${String(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}` : `${String(minutes)}:${twoDigits(seconds)}`;
}

/** The same length as an ISO 8601 duration for `<time dateTime>`: `PT2M30S`, `PT3M`, `PT1H5M9S`. */
export function formatDurationIso(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitSeconds(totalSeconds);
  const parts = [
    hours > 0 ? `${String(hours)}H` : '',
    minutes > 0 ? `${String(minutes)}M` : '',
    seconds > 0 || (hours === 0 && minutes === 0) ? `${String(seconds)}S` : '',
  ];
  return `PT${parts.join('')}`;
}
