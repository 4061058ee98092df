/** Words of the stand-in's posts and comments (development only). */

export const CAPTIONS = [
  'Morning light over the studio shelves',
  'New glaze test: sea green on stoneware #ceramics',
  "Behind the scenes of this week's shoot",
  'Three frames from the coast road',
  'Slow Sunday, long walk, good coffee',
  'Packing orders all afternoon 📦',
  'Which one would you pick: left or right?',
  'Golden hour never misses #travel',
  'A small corner of the workshop',
  'Notes from the market weekend',
  'First snow on the ridge ❄️',
  'Testing a new lens today',
];

export const COMMENT_TEXTS = [
  'Love this!',
  'So good 🔥',
  'Where is this?',
  'Beautiful colours',
  'Need this in my life',
  '😍😍',
  'How long did this take?',
  'Saving this one',
  'Gorgeous light',
  'Is this available to order?',
  'Wow',
  'This made my day',
];
