import { installServerMessages } from '../../server/i18n/messages.ts';

// Shared code's words come from the message catalogues: in unit tests, English (no request sets a language).
installServerMessages();
