/**
 * Front matter fields that name an image the theme shows: top-level ones, and
 * those of each feature and panel.
 */
const IMAGE_FIELDS = [
  'heroImage',
  'heroImageDark',
  'bgImage',
  'bgImageDark',
  'cover',
  'avatar',
  'avatarDark',
];
const PANEL_IMAGE_FIELDS = ['image', 'imageDark', 'bgImage', 'bgImageDark'];
const FEATURE_IMAGE_FIELDS = ['iconImage'];

export interface ImageReference {
  value: string;
  key: string;
}

/**
 * Every image path the front matter names, with the top-level key it is or sits
 * under (for the line number).
 */
export function frontMatterImages(frontmatter: Record<string, unknown>): ImageReference[] {
  const out: ImageReference[] = [];
  const collect = (holder: unknown, fields: string[], key: string) => {
    if (!holder || typeof holder !== 'object') return;
    for (const field of fields) {
      const value = (holder as Record<string, unknown>)[field];
      if (typeof value === 'string') out.push({ value, key: key || field });
    }
  };
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  collect(frontmatter, IMAGE_FIELDS, '');
  for (const feature of list(frontmatter.features))
    collect(feature, FEATURE_IMAGE_FIELDS, 'features');
  for (const panel of list(frontmatter.highlights)) {
    collect(panel, PANEL_IMAGE_FIELDS, 'highlights');
    for (const item of [
      ...list((panel as Record<string, unknown>)?.features),
      ...list((panel as Record<string, unknown>)?.highlights),
    ])
      collect(item, FEATURE_IMAGE_FIELDS, 'highlights');
  }
  return out;
}
