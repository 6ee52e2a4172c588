import { registerEnumType } from 'type-graphql';

export enum PayBasis {
  Hourly = 'Hourly',
  Daily = 'Daily',
  Monthly = 'Monthly',
}
registerEnumType(PayBasis, {
  name: 'PayBasis',
  description: 'The period an employee’s regular pay amount is expressed in.',
  valuesConfig: {
    Hourly: { description: 'Per hour; the multiplier gives the hours paid.' },
    Daily: { description: 'Per day; the multiplier gives the days paid.' },
    Monthly: { description: 'Per month (or pay period).' },
  },
});
