package push

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// TestConnectTokens: a token reads back with its claims until it expires.
func TestConnectTokens(t *testing.T) {
	now := time.Now()
	s := NewSigner([]byte("key one"))
	c := Claims{User: "p1", Channels: []string{"game:g:seat:0", "inbox:p1"}, Expires: now.Add(time.Minute).UnixMilli()}
	got, err := s.Verify(s.Issue(c), now)
	if err != nil || got.User != "p1" || len(got.Channels) != 2 {
		t.Fatalf("a fresh token: %+v, %v", got, err)
	}
	if _, err := s.Verify(s.Issue(c), time.UnixMilli(c.Expires-1)); err != nil {
		t.Fatalf("a token in its last millisecond: %v", err)
	}
}

// Each refusal of Verify refuses a token Issue made with one thing
// changed, and only that refusal does: a forged, altered, foreign or
// expired token, or one of another shape.
func TestTokensRefusedForEachReason(t *testing.T) {
	now := time.Now()
	s := NewSigner([]byte("key one"))
	c := Claims{User: "p1", Channels: []string{"game:g:seat:0"}, Expires: now.Add(time.Minute).UnixMilli()}
	tok := s.Issue(c)
	body, sig, _ := strings.Cut(tok, ".")
	forged, _, _ := strings.Cut(s.Issue(Claims{User: "p2", Channels: []string{"game:g:seat:1"}, Expires: c.Expires}), ".")
	// signed is claims text signed with s's key, as only a holder of the
	// key could.
	signed := func(claims string) string { return claims + "." + b64.EncodeToString(s.mac(claims)) }
	for _, c := range []struct {
		name, token, why string
		at               time.Time
	}{
		{"too long", tok + strings.Repeat("a", maxToken+1-len(tok)), "2049 bytes, more than 2048", now},
		{"no signature", body, "no signature", now},
		{"a signature that is not base64", body + ".*" + sig, "a signature that is not base64", now},
		{"another's claims", forged + "." + sig, "a signature of another key or claims", now},
		{"no claims", "." + sig, "a signature of another key or claims", now},
		{"claims that are not base64", signed("*" + body), "signed claims that are not base64", now},
		{"claims that are not JSON", signed(b64.EncodeToString([]byte("{"))), "signed claims that are not JSON", now},
		{"expired", tok, "expired", now.Add(time.Minute)},
	} {
		if c.token == tok && c.at == now {
			t.Fatalf("%s: the valid token", c.name)
		}
		got, err := s.Verify(c.token, c.at)
		if !errors.Is(err, ErrBadToken) || !strings.HasSuffix(err.Error(), ": "+c.why) || got.User != "" {
			t.Errorf("%s: %+v, %v; want %q", c.name, got, err, c.why)
		}
	}
	if _, err := NewSigner([]byte("key two")).Verify(tok, now); !errors.Is(err, ErrBadToken) || !strings.HasSuffix(err.Error(), "a signature of another key or claims") {
		t.Errorf("a token of another key: %v", err)
	}
}
