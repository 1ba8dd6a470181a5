const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** Prices are euros throughout (SPEC 1), shown as €1,250.00. */
export const formatEuros = (amount: number) => euros.format(amount);
