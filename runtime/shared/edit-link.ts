import type { RepoInfo } from './types.ts';

export type RepoHost = 'github' | 'gitlab' | 'gitee' | 'bitbucket' | 'source';

export function repoHost(repo: string): RepoHost {
  const url = /^https?:\/\//.test(repo) ? repo : `https://github.com/${repo}`;
  const host = new URL(url).hostname;
  if (host.includes('github')) return 'github';
  if (host.includes('gitlab')) return 'gitlab';
  if (host.includes('gitee')) return 'gitee';
  if (host.includes('bitbucket')) return 'bitbucket';
  return 'source';
}

export function repoUrl(repo: string): string {
  return /^https?:\/\//.test(repo) ? repo.replace(/\/$/, '') : `https://github.com/${repo}`;
}

/** A page's edit link: the site's own pattern, else the form of its docs repository's host; null for neither. */
export function pageEditLink(repo: RepoInfo, file: string): string | null {
  if (repo.editPattern) return repo.editPattern.replaceAll(':path', file);
  if (!repo.docsRepo) return null;
  return editLink({ repo: repo.docsRepo, branch: repo.docsBranch, docsDir: repo.docsDir, file });
}

/** The "edit this page" URL in the form each common host uses; null for hosts without a known form. */
export function editLink({
  repo,
  branch = 'main',
  docsDir = '',
  file,
}: {
  repo: string;
  branch?: string;
  docsDir?: string;
  file: string;
}): string | null {
  const base = repoUrl(repo);
  const path = [docsDir.replace(/^\/|\/$/g, ''), file].filter(Boolean).join('/');
  switch (repoHost(repo)) {
    case 'github':
      return `${base}/edit/${branch}/${path}`;
    case 'gitlab':
      return `${base}/-/edit/${branch}/${path}`;
    case 'gitee':
      return `${base}/edit/${branch}/${path}`;
    case 'bitbucket':
      return `${base}/src/${branch}/${path}?mode=edit&spa=0&at=${branch}&fileviewer=file-view-default`;
    default:
      return null;
  }
}
