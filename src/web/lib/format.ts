/** Numbers as the screens print them: US English grouping ("12,803"). */
const numbers = new Intl.NumberFormat('en-US');

export const formatCount = (n: number) => numbers.format(n);
