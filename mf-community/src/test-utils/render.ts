// The shared helpers, with mf-community's texts registered first.
import '../i18n';

export * from '@carclub/testing';
