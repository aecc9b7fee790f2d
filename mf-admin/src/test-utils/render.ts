// The shared helpers, with mf-admin's texts registered first.
import '../i18n';

export * from '@carclub/testing';
