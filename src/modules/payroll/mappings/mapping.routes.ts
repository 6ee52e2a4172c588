import type { RouteTable } from '../../../rest/types';
import { payrollLink } from '../shared/links';

const MAPPING = `fragment MappingFields on PaymentsCsvMapping {
  id name type importBehaviour payBasis hasHeader payrollCodeIndex employerIdIndex roleReferenceIndex payAmountIndex
  payAmountMultiplierIndex noteIndex payCodeIndex hasPaylineCosting departmentIndex costCentreIndex effectiveFromIndex
  effectiveToIndex isAutomaticBackPayIndex ignoreInitialBackPayIndex contributesToBasicPayIndex autoAdjustForLeaveIndex
  analysisCategoryIndexesJson paySpineIndex payGradeIndex spinePointIndex analysisCategoryIndexes { index name }
  columns { title code isReferenceOnly colIndex isMultiplier isNetToGross rateColIndex shouldSerializeRateColIndex }
}`;

const BASE = '/employers/:employerId/import/payments/mappings';

export const mappingRoutes: RouteTable = {
  api: 'payroll',
  routes: [
    {
      method: 'post',
      path: BASE,
      summary: 'Create a payments CSV mapping',
      description: 'Answers 201 with an empty body and the new mapping’s address in `Location`.',
      tags: ['Import'],
      operation: `mutation CreatePaymentsCsvMapping($employerId: ID!, $input: PaymentsCsvMappingInput!) {
        createPaymentsCsvMapping(employerId: $employerId, input: $input) { id } }`,
      bodyVariable: 'input',
      status: 201,
      headers: {
        Location: {
          description: 'The new mapping’s address.',
          schema: { type: 'string', format: 'uri' },
          value: (data, input, ctx) =>
            payrollLink(
              ctx,
              `/employers/${String(input.params.employerId)}/import/payments/mappings/${(data.createPaymentsCsvMapping as { id: string }).id}`,
            ),
        },
      },
      emptyBody: true,
    },
    {
      method: 'get',
      path: BASE,
      summary: 'List payments CSV mappings',
      tags: ['Import'],
      operation: `query PaymentsCsvMappings($employerId: ID!) { paymentsCsvMappings(employerId: $employerId) { id name metadata url } }`,
    },
    {
      method: 'get',
      path: `${BASE}/:id`,
      summary: 'Get a payments CSV mapping',
      tags: ['Import'],
      operation: `query PaymentsCsvMapping($employerId: ID!, $id: ID!) {
        paymentsCsvMapping(employerId: $employerId, id: $id) { ...MappingFields } } ${MAPPING}`,
    },
    {
      method: 'get',
      path: `${BASE}/:id/csv`,
      summary: 'CSV template of a ColumnBased mapping',
      description:
        'A ReportResponse whose `content` is the CSV text (`stream`: the same, base64). RowBased mappings: 400.',
      tags: ['Import'],
      operation: `query PaymentsCsvMappingTemplate($employerId: ID!, $id: ID!) {
        paymentsCsvMappingTemplate(employerId: $employerId, id: $id) { type content stream model } }`,
    },
    {
      method: 'put',
      path: `${BASE}/:id`,
      summary: 'Update a payments CSV mapping',
      tags: ['Import'],
      operation: `mutation UpdatePaymentsCsvMapping($employerId: ID!, $id: ID!, $input: PaymentsCsvMappingInput!) {
        updatePaymentsCsvMapping(employerId: $employerId, id: $id, input: $input) { ...MappingFields } } ${MAPPING}`,
      bodyVariable: 'input',
    },
    {
      method: 'delete',
      path: `${BASE}/:id`,
      summary: 'Delete a payments CSV mapping',
      tags: ['Import'],
      operation: `mutation DeletePaymentsCsvMapping($employerId: ID!, $id: ID!) {
        deletePaymentsCsvMapping(employerId: $employerId, id: $id) }`,
      status: 204,
      emptyBody: true,
    },
  ],
};
