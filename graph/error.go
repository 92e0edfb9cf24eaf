package graph

import (
	"errors"
	"fmt"
)

// Error codes. Each store translates its own failures into one of these at
// its edge; callers (the GraphQL error presenter, the CLI) switch on them.
const (
	EINVALID     = "invalid"     // the request cannot be honoured as asked
	ENOTFOUND    = "not_found"   // the thing asked for does not exist
	ECONFLICT    = "conflict"    // the request contradicts stored state
	EUNAVAILABLE = "unavailable" // the store cannot be reached now; retry later
	EINTERNAL    = "internal"    // a bug or an unexpected failure
)

// Error is the one error type of pitchgraph. Message is safe to show to a
// user; Err keeps the cause for logs and never reaches an API client.
type Error struct {
	Code    string
	Message string
	Err     error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %v", e.Message, e.Err)
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an *Error with the given code and a formatted user-facing message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Wrap returns an *Error with the given code and message that keeps err as its cause.
func Wrap(code string, err error, message string) *Error {
	return &Error{Code: code, Message: message, Err: err}
}

// ErrorCode returns the code of the first *Error in err's chain, EINTERNAL
// for any other error, and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Code
	default:
		return EINTERNAL
	}
}

// ErrorMessage returns the user-facing message of err: the message of the
// first *Error in its chain, or a generic text that leaks nothing internal.
func ErrorMessage(err error) string {
	var e *Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Message
	default:
		return "internal error"
	}
}
