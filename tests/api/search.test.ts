import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import type { SearchAnswer } from '../../shared/search.ts';
import { CONTENT_CASES, type Images } from './admin-content-cases.ts';
import type { AdminApp } from './admin-fixtures.ts';
import { addArtist, addPost, addWork, createSearchApp, search, titlesFor } from './search-fixtures.ts';

/** Site search: every type found, ranked, across scripts and spellings, and bad queries refused. */

let admin: AdminApp;
let img: Images;
let artist: number;

beforeEach(async () => {
  ({ admin, img, artist } = await createSearchApp());
});
afterEach(() => admin.close());

const TYPE_OF: Record<string, string> = {
  shop: 'work',
  artists: 'artist',
  collections: 'collection',
  exhibitions: 'exhibition',
  films: 'film',
  publications: 'publication',
  blog: 'post',
};

describe('search across the site', () => {
  test('finds an entry of every type by its title, with its type, page, image and a snippet', async () => {
    for (const kind of CONTENT_CASES) {
      const body = kind.body(img, { artist });
      const created = await admin.call('POST', `/api/admin/${kind.path}/new`, body);
      expect(created.status).toBe(201);
    }
    for (const kind of CONTENT_CASES) {
      const body = kind.body(img, { artist });
      const title = String(body[kind.titleField]);
      const answer = await search(admin, title);
      const hit = answer.results.find((result) => result.title === title);
      expect(hit).toMatchObject({ type: TYPE_OF[kind.path], slug: body.slug, path: kind.pageUrl(String(body.slug)) });
      expect(hit?.image?.src).toStartWith('/api/media/');
      expect(answer.page).toBe(1);
    }
  });

  test('finds a work by its artist, medium, category, collection and year, and strips the markup', async () => {
    await addWork(admin, img, artist, {
      title: 'Pine and Crane',
      slug: 'pine-and-crane',
      year: '1987',
      description: '<p>A crane in a <strong>windswept</strong> pine &amp; snow.</p>',
    });
    for (const q of [
      'Reference Artist',
      'oil on canvas',
      'original',
      'landscapes',
      '1987',
      'windswept',
      'pine & snow',
    ]) {
      expect(await titlesFor(admin, q)).toContain('Pine and Crane');
    }
    expect(await titlesFor(admin, 'strong')).toEqual([]);
    const [hit] = (await search(admin, 'windswept')).results;
    expect(hit?.snippet).toContain('A crane in a windswept pine & snow.');
  });

  test('ranks a title match above a match in the text', async () => {
    await addPost(admin, img, 'Notes on printing', 'notes-on-printing', '<p>Lanterns, lanterns and more lanterns.</p>');
    await addPost(admin, img, 'Lanterns', 'lanterns', '<p>A short note.</p>');
    expect(await titlesFor(admin, 'lanterns')).toEqual(['Lanterns', 'Notes on printing']);
  });

  test('answers in pages of 20 with the total, and filters by type', async () => {
    for (let i = 1; i <= 23; i++)
      await addPost(admin, img, `Harbour diary ${i}`, `harbour-diary-${i}`, '<p>Boats.</p>');
    await addWork(admin, img, artist, { title: 'Harbour at Night', slug: 'harbour-at-night' });
    const first = await search(admin, 'harbour');
    const second = await search(admin, 'harbour', '&page=2');
    expect(first.total).toBe(24);
    expect(first.results).toHaveLength(20);
    expect(second).toMatchObject({ total: 24, page: 2 });
    expect(second.results).toHaveLength(4);
    const all = [...first.results, ...second.results].map((result) => result.slug);
    expect(new Set(all).size).toBe(24);
    const works = await search(admin, 'harbour', '&type=work');
    expect(works.results.map((result) => result.title)).toEqual(['Harbour at Night']);
  });

  test('is a public read with cache headers', async () => {
    const res = await admin.app.request('/api/search?q=artist');
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});

describe('scripts and spellings', () => {
  beforeEach(async () => {
    await addArtist(admin, img, 'Pak Tong Gu', 'pak-tong-gu', '<p>박동구 (朴東九) was born in 평양 in 1952.</p>');
    await addArtist(admin, img, 'Bak Dong-su', 'bak-dong-su', '<p>A printmaker from Kaesŏng.</p>');
    await addWork(admin, img, artist, { title: 'Evening in Pyŏngyang', slug: 'evening-in-pyongyang' });
  });

  test('folds accents and case: "Pyongyang" finds "Pyŏngyang"', async () => {
    for (const q of ['Pyongyang', 'PYONGYANG', 'pyŏngyang', 'kaesong']) {
      expect((await search(admin, q)).total).toBeGreaterThan(0);
    }
    expect(await titlesFor(admin, 'Pyongyang')).toContain('Evening in Pyŏngyang');
    expect(await titlesFor(admin, 'Kaesong')).toEqual(['Bak Dong-su']);
  });

  test('finds hanzi and hangul, down to one or two characters', async () => {
    for (const q of ['朴東九', '박동구', '朴東', '동구', '朴', '평양']) {
      expect(await titlesFor(admin, q)).toEqual(['Pak Tong Gu']);
    }
    expect(await titlesFor(admin, '北京')).toEqual([]);
  });

  test('finds a Korean name in either romanisation, with any hyphens and spaces', async () => {
    // 'Bak Dong-gu' also has both words of 'Bak Dong-su'; the whole name ranks first.
    for (const q of ['Pak Tong Gu', 'Bak Dong-gu', 'bak donggu', 'Pak Tong-gu', 'PAKTONGGU']) {
      expect((await titlesFor(admin, q))[0]).toBe('Pak Tong Gu');
    }
    for (const q of ['Bak Dong-su', 'Pak Tong Su', 'Pak Tong-su']) {
      expect((await titlesFor(admin, q))[0]).toBe('Bak Dong-su');
    }
    expect(await titlesFor(admin, 'paktongsu')).toEqual(['Bak Dong-su']);
  });
});

describe('queries refused', () => {
  test('punctuation, quotes and FTS5 operators are searched as text, never as syntax', async () => {
    for (const q of ['"', '!!!', '--', 'NEAR(a b)', 'title:*', "pak' OR 1=1", '{title} : "x"', '한']) {
      const res = await admin.app.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
  });

  test('a NUL or an invisible character is no part of a word, on the public and the staff search', async () => {
    await addWork(admin, img, artist, { title: 'Evening in Pyongyang', slug: 'evening-in-pyongyang' });
    await addWork(admin, img, artist, { title: 'Pine and Crane', slug: 'pine-and-crane' });
    for (const base of ['/api/search', '/api/admin/search']) {
      // A NUL between two words that nothing holds finds nothing: it is not a query of every entry.
      for (const q of ['abc%00def', 'abc%00', '%00abc', 'zz%E2%80%8B%00qq']) {
        const res = await admin.call('GET', `${base}?q=${q}`);
        expect(res.status, `${base} ${q}`).toBe(200);
        expect((await res.json()) as SearchAnswer, `${base} ${q}`).toMatchObject({ results: [], total: 0 });
      }
      // A soft hyphen, a zero-width space or a direction mark inside a word leaves the word whole.
      for (const q of ['Pyong%C2%ADyang', 'Pyo%E2%80%8Bngyang', '%E2%80%AEPyongyang', 'Pyongyang%00']) {
        const answer = (await (await admin.call('GET', `${base}?q=${q}`)).json()) as SearchAnswer;
        expect(
          answer.results.map((result) => result.title),
          `${base} ${q}`,
        ).toEqual(['Evening in Pyongyang']);
      }
      // Nothing but such characters is an empty query.
      for (const q of ['%00', '%00%01%1F', '%E2%80%8B', '%C2%AD%00%20', '%EF%BB%BF']) {
        const res = await admin.call('GET', `${base}?q=${q}`);
        expect(res.status, `${base} ${q}`).toBe(400);
        expect(await res.json()).toEqual({ errors: [{ msg: 'Search text must be 1 to 100 characters.', path: 'q' }] });
      }
    }
  });

  test('a missing, empty or too long q, a bad type or page answers 400 with a sentence naming the field', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20', `/api/search?q=${'a'.repeat(101)}`]) {
      const res = await admin.app.request(url);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [{ msg: 'Search text must be 1 to 100 characters.', path: 'q' }] });
    }
    const badType = await admin.app.request('/api/search?q=pine&type=poster');
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('type');
    const badPage = await admin.app.request('/api/search?q=pine&page=0');
    expect(badPage.status).toBe(400);
    expect(((await badPage.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('page');
  });
});

describe('spelling variants and Chinese words', () => {
  /** A term of `kind` named `name`, created if the list lacks it, with its Chinese name set to `nameZh`. */
  async function nameInChinese(kind: string, name: string, nameZh: string) {
    await admin.call('POST', '/api/admin/terms/new', { kind, name });
    const list = (await (await admin.call('GET', `/api/admin/terms?kind=${kind}`)).json()) as {
      id: number;
      name: string;
    }[];
    const term = list.find((t) => t.name === name);
    if (!term) throw new Error(`no ${kind} ${name}`);
    expect((await admin.call('PUT', `/api/admin/terms/update/${term.id}`, { name, nameZh })).status).toBe(200);
  }

  test('finds a Korean name and place in the South Korean and family spellings', async () => {
    const ri = await addArtist(admin, img, 'Ri Chol Jun', 'ri-chol-jun', '<p>Mountains in oil.</p>');
    await addWork(admin, img, ri, { title: 'Evening on the Taedong', slug: 'evening-on-the-taedong' });
    await addArtist(admin, img, 'Kim Yong Suk', 'kim-yong-suk', '<p>Flowers in ink.</p>');
    await addArtist(admin, img, 'Choe Un Gyong', 'choe-un-gyong', '<p>Portraits.</p>');
    for (const q of ['Lee Chol Jun', 'Yi Cheol-jun', 'Rhee Chol Jun', 'lee']) {
      expect(await titlesFor(admin, q), q).toContain('Ri Chol Jun');
    }
    // A work carries its artist's name: the family spelling finds it too.
    expect(await titlesFor(admin, 'Lee Chol Jun')).toContain('Evening on the Taedong');
    expect(await titlesFor(admin, 'Daedong')).toEqual(['Evening on the Taedong']);
    expect(await titlesFor(admin, 'Kim Young Suk')).toEqual(['Kim Yong Suk']);
    expect(await titlesFor(admin, 'Kim Yeong-suk')).toEqual(['Kim Yong Suk']);
    expect(await titlesFor(admin, 'Choi Un Gyong')).toEqual(['Choe Un Gyong']);
    expect(await titlesFor(admin, 'choi')).toEqual(['Choe Un Gyong']);
    // English words keep their one spelling: 'tour' does not find every 'tor'.
    expect(await titlesFor(admin, 'Kim Young Suk tour')).toEqual([]);
  });

  test('finds a work by the Chinese name of its medium or category, its pinyin, and by 海报', async () => {
    await admin.call('POST', '/api/admin/terms/new', { kind: 'medium', name: 'Propaganda Poster' });
    await admin.call('POST', '/api/admin/terms/new', { kind: 'category', name: 'Poster' });
    await admin.call('POST', '/api/admin/terms/new', { kind: 'medium', name: 'Woodcut Print' });
    await addWork(admin, img, artist, {
      title: 'Harvest Call',
      slug: 'harvest-call',
      medium: ['Propaganda Poster'],
      category: 'Poster',
    });
    await addWork(admin, img, artist, { title: 'Cranes', slug: 'cranes', medium: ['Woodcut Print'] });
    await nameInChinese('medium', 'Woodcut Print', '木刻版画');
    for (const q of ['海报', '朝鲜海报', '宣传画']) expect(await titlesFor(admin, q), q).toEqual(['Harvest Call']);
    for (const q of ['木刻版画', 'mukebanhua', 'mu ke ban hua'])
      expect(await titlesFor(admin, q), q).toEqual(['Cranes']);
    // A new Chinese name is found at once, by its characters and its pinyin; the old pinyin no longer.
    await nameInChinese('medium', 'Woodcut Print', '凸版印刷');
    expect(await titlesFor(admin, '凸版印刷')).toEqual(['Cranes']);
    expect(await titlesFor(admin, 'tubanyinshua')).toEqual(['Cranes']);
    expect(await titlesFor(admin, 'mukebanhua')).toEqual([]);
  });

  test('a control character in the words is read as a space, never a failure', async () => {
    await addArtist(admin, img, 'Ri Chol Jun', 'ri-chol-jun', '<p>Mountains in oil.</p>');
    // A NUL alone is an empty query, refused ('queries refused' above).
    for (const q of ['abc\u0000def', 'Lee\u0000Chol Jun', '海\u0000报']) {
      const res = await admin.app.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, JSON.stringify(q)).toBe(200);
    }
    expect(await titlesFor(admin, 'Lee\u0000Chol Jun')).toContain('Ri Chol Jun');
  });
});
