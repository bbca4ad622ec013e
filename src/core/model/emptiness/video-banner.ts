import { present, type EmptinessRule } from './rule';

export const videoBannerEmptiness: EmptinessRule = { label: 'Video banner: set a video or a poster', isEmpty: (m) => !present(m.videoUrl) && !present(m.posterUrl) };
