import { Hono } from 'hono';
import { priceListQuery, staffTearSheetQuery } from '../../../shared/sheets.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { madeOrBusy, pdfAnswer } from '../../lib/pdf-answer.ts';
import { validateQuery } from '../../middleware/validate.ts';
import { staffPriceList, staffTearSheet } from '../../services/sheets.ts';

/**
 * Staff's tear sheets and price lists (issue 31): any work, published or not, with its real prices and states,
 * in the language asked for. Reads of the catalogue, open to all staff and not in the audit log: they hold no
 * collector's data (server/routes/admin/access.ts).
 */
export const adminSheetRoutes = new Hono<AppEnv>()
  .get('/tear-sheet/:id', validateQuery(staffTearSheetQuery), async (c) => {
    const id = c.req.param('id');
    const file = /^\d{1,12}$/.test(id) ? staffTearSheet(c.var.deps, Number(id), c.req.valid('query').lang) : undefined;
    if (!file) throw httpError(404, { error: `No work has the id "${id}".` });
    return pdfAnswer(c, await madeOrBusy(file));
  })
  .get('/price-list', validateQuery(priceListQuery), async (c) => {
    const { ids, lang, until } = c.req.valid('query');
    const file = await madeOrBusy(staffPriceList(c.var.deps, ids, lang, until));
    if (!file) throw httpError(404, { error: 'None of these works exists.' });
    return pdfAnswer(c, file);
  });
