import { describe, expect, it } from 'vitest';

import insights from '#content/insights';

import { durationLabel, readMinutes } from './piece';

describe('how long a piece takes, in the content’s words', () => {
  const words = insights.piece.durations;

  it('gives a written piece its reading time, at 230 words a minute rounded up, and never under a minute', () => {
    expect(readMinutes(1840)).toBe(8);
    expect(readMinutes(1841)).toBe(9);
    expect(readMinutes(20)).toBe(1);
    expect(durationLabel({ type: 'article', readMinutes: 8, runningMinutes: undefined }, words)).toBe('8 min read');
  });

  it('gives a recording its running time: a podcast is listened to, a video watched', () => {
    expect(durationLabel({ type: 'podcast', readMinutes: 2, runningMinutes: 36 }, words)).toBe('36 min listen');
    expect(durationLabel({ type: 'video', readMinutes: 1, runningMinutes: 24 }, words)).toBe('24 min watch');
  });

  it('follows the words the content gives', () => {
    const french = { read: 'Lecture : {minutes} min', watch: 'Vidéo : {minutes} min', listen: 'Écoute : {minutes} min' };
    expect(durationLabel({ type: 'podcast', readMinutes: 2, runningMinutes: 36 }, french)).toBe('Écoute : 36 min');
  });
});
