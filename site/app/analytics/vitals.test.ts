import type { MetricWithAttribution } from 'web-vitals/attribution';
import { describe, expect, it } from 'vitest';

import { deviceClass, vitalProperties } from './vitals';

describe('deviceClass', () => {
  it('says phone, tablet or desktop, and how capable, and nothing finer', () => {
    expect(deviceClass({ deviceMemory: 2, hardwareConcurrency: 8 }, true, 390)).toBe('phone, low-end');
    expect(deviceClass({ deviceMemory: 4, hardwareConcurrency: 8 }, true, 800)).toBe('tablet, mid-end');
    expect(deviceClass({ deviceMemory: 8, hardwareConcurrency: 8 }, false, 1080)).toBe('desktop, high-end');
    // Browsers that do not report memory (Safari, Firefox) are classed by their cores.
    expect(deviceClass({ hardwareConcurrency: 2 }, true, 360)).toBe('phone, low-end');
    expect(deviceClass({}, false, 1080)).toBe('desktop, high-end');
  });
});

describe('vitalProperties', () => {
  it('sends an LCP with what it was made of, its image’s address without the query', () => {
    const metric = {
      name: 'LCP',
      value: 2712.4,
      rating: 'needs-improvement',
      attribution: {
        target: 'main > section > img.hero',
        url: 'https://akoma.example/assets/hero-960.webp?v=3',
        timeToFirstByte: 412.2,
        resourceLoadDelay: 120.6,
        resourceLoadDuration: 1700.1,
        elementRenderDelay: 479.5,
      },
    } as unknown as MetricWithAttribution;
    expect(vitalProperties(metric, '3g', 'phone, low-end')).toEqual({
      value: 2712,
      rating: 'needs-improvement',
      connection: '3g',
      device: 'phone, low-end',
      element: 'main > section > img.hero',
      resource: 'https://akoma.example/assets/hero-960.webp',
      firstByte: 412,
      loadDelay: 121,
      loadDuration: 1700,
      renderDelay: 480,
    });
  });

  it('sends an INP with the element and kind of interaction, and a CLS as a score', () => {
    const inp = {
      name: 'INP',
      value: 184,
      rating: 'good',
      attribution: {
        interactionTarget: 'button#calculate',
        interactionType: 'pointer',
        loadState: 'complete',
        inputDelay: 20.2,
        processingDuration: 100.7,
        presentationDelay: 63.1,
      },
    } as unknown as MetricWithAttribution;
    expect(vitalProperties(inp, '4g', 'desktop, high-end')).toMatchObject({
      value: 184,
      element: 'button#calculate',
      interaction: 'pointer',
      inputDelay: 20,
      processing: 101,
      presentationDelay: 63,
    });
    const cls = {
      name: 'CLS',
      value: 0.12345,
      rating: 'needs-improvement',
      attribution: { largestShiftTarget: 'footer', loadState: 'complete' },
    };
    expect(vitalProperties(cls as unknown as MetricWithAttribution, '4g', 'desktop, high-end')).toMatchObject({
      value: 0.123,
      element: 'footer',
    });
  });
});
