import { useSite } from '../app/contexts.ts';
import { repoHost, repoUrl } from '../shared/edit-link.ts';
import { Icon } from './Icon.tsx';
import { safeUrl } from '../shared/script-url.ts';

const LABELS = {
  github: 'GitHub',
  gitlab: 'GitLab',
  gitee: 'Gitee',
  bitbucket: 'Bitbucket',
  source: 'Source',
} as const;
const ICONS = {
  github: 'github',
  gitlab: 'gitlab',
  gitee: 'gitee',
  bitbucket: 'bitbucket',
  source: 'git-branch',
} as const;

/** The repository link; its icon depends on the kind of host. */
export function RepoLink() {
  const { repo } = useSite();
  if (!repo.repo) return null;
  const host = repoHost(repo.repo);
  return (
    <a
      className="nav-button repo-link"
      href={safeUrl(repoUrl(repo.repo))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={LABELS[host]}
      title={LABELS[host]}
    >
      <Icon name={ICONS[host]} />
    </a>
  );
}
