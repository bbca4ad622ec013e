import { present, type EmptinessRule } from './rule';

export const videoParallaxEmptiness: EmptinessRule = { label: 'Video parallax: set a video or an image', isEmpty: (m) => !present(m.videoUrl) && !present(m.imageUrl) };
