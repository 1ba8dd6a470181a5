/** How many of each the big catalogue holds; the defaults are the size the benchmarks measure at. */
export type BigCounts = {
  works: number;
  artists: number;
  images: number;
  exhibitions: number;
  posts: number;
  films: number;
  publications: number;
  enquiries: number;
};

export const BIG_COUNTS: BigCounts = {
  works: 5_000,
  artists: 300,
  images: 2_000,
  exhibitions: 200,
  posts: 1_000,
  films: 20,
  publications: 20,
  enquiries: 10_000,
};
