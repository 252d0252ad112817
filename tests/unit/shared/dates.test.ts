import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../runtime/shared/dates.ts';

describe('dates as text', () => {
  const date = new Date('2024-03-09T17:05:00Z');
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  };

  it.each(['en-US', 'zh-CN', 'zh-Hans', 'de', 'ja-JP'])(
    'reads as toLocaleString does in %s',
    (lang) => {
      expect(formatDate(date, lang, options)).toBe(date.toLocaleString(lang, options));
      expect(formatDate(date, lang)).toBe(date.toLocaleDateString(lang));
    },
  );

  it('makes one formatter per language and options, however many dates it formats', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      for (let day = 1; day <= 20; day++)
        formatDate(new Date(Date.UTC(2024, 0, day)), 'fr-FR', {
          dateStyle: 'long',
          timeZone: 'UTC',
        });
      formatDate(date, 'fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(made).toBe(2);
  });
});
