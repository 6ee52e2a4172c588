import { ObjectType } from 'type-graphql';
import { AccountingList } from '../shared/wire';
import { ArtefactStatus, AttachmentContextType, Currency, TaxRate } from './reference.entity';

@ObjectType('ArtefactStatusList')
export class ArtefactStatusList extends AccountingList(ArtefactStatus) {}

@ObjectType('AttachmentContextTypeList')
export class AttachmentContextTypeList extends AccountingList(AttachmentContextType) {}

@ObjectType('AccountingCurrencyList')
export class CurrencyList extends AccountingList(Currency) {}

@ObjectType('TaxRateList')
export class TaxRateList extends AccountingList(TaxRate) {}
