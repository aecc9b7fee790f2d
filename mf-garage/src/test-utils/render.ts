// The shared helpers, with mf-garage's texts registered first.
import '../i18n';

export * from '@carclub/testing';
