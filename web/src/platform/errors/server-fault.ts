// The one sentence every page, form and API answer uses when the fault is ours (a crash, a
// database or provider that did not answer): it owns the fault and says what to do, and it is the
// same everywhere so a visitor who meets it twice knows it is the same thing.

export const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.'
