import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Uploads a file (multipart request), refused over the upload size limit. */
  uploadFile: StoredFile;
};


export type MutationUploadFileArgs = {
  file: Scalars['Upload']['input'];
};

/** What a storefront needs to open the payment gateway’s card form. */
export type PaymentGatewayConfig = {
  __typename?: 'PaymentGatewayConfig';
  /** Name of the gateway: `stripe`. */
  gateway: Scalars['String']['output'];
  /** The gateway’s public (publishable) key. */
  publishableKey: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Public configuration of the card payment gateway. */
  paymentGatewayConfig: PaymentGatewayConfig;
  /** One of the caller’s uploaded files. */
  storedFile: StoredFile;
};


export type QueryStoredFileArgs = {
  id: Scalars['ID']['input'];
};

/** A file uploaded to the server. */
export type StoredFile = {
  __typename?: 'StoredFile';
  createdAt: Scalars['DateTimeISO']['output'];
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  /** Hex SHA-256 digest of the content. */
  sha256: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

export type UploadFileMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type UploadFileMutation = { __typename?: 'Mutation', uploadFile: { __typename?: 'StoredFile', id: string, filename: string, mimeType: string, size: number, sha256: string, createdAt: string } };

export type StoredFileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StoredFileQuery = { __typename?: 'Query', storedFile: { __typename?: 'StoredFile', id: string, filename: string, mimeType: string, size: number, sha256: string, createdAt: string } };

export type PaymentGatewayConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentGatewayConfigQuery = { __typename?: 'Query', paymentGatewayConfig: { __typename?: 'PaymentGatewayConfig', gateway: string, publishableKey: string } };


export const UploadFileDocument = gql`
    mutation UploadFile($file: Upload!) {
  uploadFile(file: $file) {
    id
    filename
    mimeType
    size
    sha256
    createdAt
  }
}
    `;
export type UploadFileMutationFn = Apollo.MutationFunction<UploadFileMutation, UploadFileMutationVariables>;

/**
 * __useUploadFileMutation__
 *
 * To run a mutation, you first call `useUploadFileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadFileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadFileMutation, { data, loading, error }] = useUploadFileMutation({
 *   variables: {
 *      file: // value for 'file'
 *   },
 * });
 */
export function useUploadFileMutation(baseOptions?: Apollo.MutationHookOptions<UploadFileMutation, UploadFileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UploadFileMutation, UploadFileMutationVariables>(UploadFileDocument, options);
      }
export type UploadFileMutationHookResult = ReturnType<typeof useUploadFileMutation>;
export type UploadFileMutationResult = Apollo.MutationResult<UploadFileMutation>;
export type UploadFileMutationOptions = Apollo.BaseMutationOptions<UploadFileMutation, UploadFileMutationVariables>;
export const StoredFileDocument = gql`
    query StoredFile($id: ID!) {
  storedFile(id: $id) {
    id
    filename
    mimeType
    size
    sha256
    createdAt
  }
}
    `;

/**
 * __useStoredFileQuery__
 *
 * To run a query within a React component, call `useStoredFileQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoredFileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoredFileQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoredFileQuery(baseOptions: Apollo.QueryHookOptions<StoredFileQuery, StoredFileQueryVariables> & ({ variables: StoredFileQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StoredFileQuery, StoredFileQueryVariables>(StoredFileDocument, options);
      }
export function useStoredFileLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StoredFileQuery, StoredFileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StoredFileQuery, StoredFileQueryVariables>(StoredFileDocument, options);
        }
// @ts-ignore
export function useStoredFileSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StoredFileQuery, StoredFileQueryVariables>): Apollo.UseSuspenseQueryResult<StoredFileQuery, StoredFileQueryVariables>;
export function useStoredFileSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StoredFileQuery, StoredFileQueryVariables>): Apollo.UseSuspenseQueryResult<StoredFileQuery | undefined, StoredFileQueryVariables>;
export function useStoredFileSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StoredFileQuery, StoredFileQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StoredFileQuery, StoredFileQueryVariables>(StoredFileDocument, options);
        }
export type StoredFileQueryHookResult = ReturnType<typeof useStoredFileQuery>;
export type StoredFileLazyQueryHookResult = ReturnType<typeof useStoredFileLazyQuery>;
export type StoredFileSuspenseQueryHookResult = ReturnType<typeof useStoredFileSuspenseQuery>;
export type StoredFileQueryResult = Apollo.QueryResult<StoredFileQuery, StoredFileQueryVariables>;
export const PaymentGatewayConfigDocument = gql`
    query PaymentGatewayConfig {
  paymentGatewayConfig {
    gateway
    publishableKey
  }
}
    `;

/**
 * __usePaymentGatewayConfigQuery__
 *
 * To run a query within a React component, call `usePaymentGatewayConfigQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentGatewayConfigQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentGatewayConfigQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentGatewayConfigQuery(baseOptions?: Apollo.QueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>(PaymentGatewayConfigDocument, options);
      }
export function usePaymentGatewayConfigLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>(PaymentGatewayConfigDocument, options);
        }
// @ts-ignore
export function usePaymentGatewayConfigSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>;
export function usePaymentGatewayConfigSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentGatewayConfigQuery | undefined, PaymentGatewayConfigQueryVariables>;
export function usePaymentGatewayConfigSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>(PaymentGatewayConfigDocument, options);
        }
export type PaymentGatewayConfigQueryHookResult = ReturnType<typeof usePaymentGatewayConfigQuery>;
export type PaymentGatewayConfigLazyQueryHookResult = ReturnType<typeof usePaymentGatewayConfigLazyQuery>;
export type PaymentGatewayConfigSuspenseQueryHookResult = ReturnType<typeof usePaymentGatewayConfigSuspenseQuery>;
export type PaymentGatewayConfigQueryResult = Apollo.QueryResult<PaymentGatewayConfigQuery, PaymentGatewayConfigQueryVariables>;