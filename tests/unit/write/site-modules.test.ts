import { describe, expect, it } from 'vitest';
import { writeSiteModules } from '../../../cli/write/site-files.ts';
import type { AtomicOutput } from '../../../cli/write/output.ts';
import type { SiteData } from '../../../runtime/shared/types.ts';

const moduleValue = (source: string) =>
  JSON.parse(JSON.parse(source.slice('export default JSON.parse('.length, -3)));

describe('writeSiteModules', () => {
  it("keeps each locale's route table out of its site data, in a module the site data names", async () => {
    const files = new Map<string, string>();
    const output = { write: async (file: string, text: string) => void files.set(file, text) };
    const site = (prefix: string) =>
      ({
        locale: { prefix },
        siteModules: {},
        routes: { [`${prefix}a`]: { title: 'A', chunk: 'a.js', locale: prefix } },
      }) as unknown as SiteData;
    const sites = { '/': site('/'), '/zh/': site('/zh/') };
    const names = await writeSiteModules(output as unknown as AtomicOutput, sites);
    const en = moduleValue(files.get(names['/'])!);
    expect(en.routes).toEqual({});
    expect(moduleValue(files.get(en.routeModules['/'])!)).toEqual(sites['/'].routes);
    expect(moduleValue(files.get(en.routeModules['/zh/'])!)).toEqual(sites['/zh/'].routes);
    expect(en.siteModules).toEqual(names);
    // the pages still render with the whole table
    expect(sites['/'].routes['/a'].title).toBe('A');
  });
});
