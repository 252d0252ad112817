import { describe, expect, it } from 'vitest';
import { noticeStorageKey } from '../../../runtime/shared/notice.ts';
import type { NoticeEntry } from '../../../runtime/shared/types.ts';

const notice = (path: string) =>
  ({ path, key: 'notice-2024', title: '', content: '', actions: [] }) as unknown as NoticeEntry;

describe("a notice's seen flag", () => {
  it('is kept per locale, so closing one locale’s notice leaves the other’s', () => {
    expect(noticeStorageKey(notice('/zh/'), '/zh/')).not.toBe(noticeStorageKey(notice('/'), '/'));
  });

  it('keeps the bare key in the root locale, so readers who closed it are not asked again', () => {
    expect(noticeStorageKey(notice('/'), '/')).toBe('docs-build-notice:notice-2024');
  });
});
