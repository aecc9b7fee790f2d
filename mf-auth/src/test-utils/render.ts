// The shared helpers, with mf-auth's texts registered first.
import '../i18n';

export * from '@carclub/testing';
