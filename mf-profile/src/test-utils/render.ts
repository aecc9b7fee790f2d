// The shared helpers, with mf-profile's texts registered first.
import '../i18n';

export * from '@carclub/testing';
