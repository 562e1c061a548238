package server_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"kamon/online"
	"kamon/online/wire"
	"kamon/server"
)

// TestReplicasStartTogether: several replicas starting at once on a new
// database apply the migrations once, and all serve.
func TestReplicasStartTogether(t *testing.T) {
	cfg := testConfig(newDB(t))
	var wg sync.WaitGroup
	errs := make([]error, 4)
	srvs := make([]*server.Server, 4)
	for i := range srvs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			srvs[i], errs[i] = server.New(ctx, cfg)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("replica %d: %v", i, err)
		}
		srvs[i].Close(context.Background())
	}
	in := start(t, cfg, "")
	if _, err := online.NewClient(in.URL).Create(ctxT(t), wire.CreateRequest{Game: "mana", Seats: []wire.SeatSpec{{}, {}}}, ""); err != nil {
		t.Fatalf("after the replicas: %v", err)
	}
}

// TestRateLimits: an address that asks too fast, and a seat that moves too
// fast, are told to wait (429), with a sentence.
func TestRateLimits(t *testing.T) {
	cfg := testConfig(newDB(t))
	cfg.CreateRate = 0.001 // a burst of five, then none
	in := start(t, cfg, "")
	c := online.NewClient(in.URL)
	var err error
	for i := 0; i < 10 && err == nil; i++ {
		_, err = c.Create(ctxT(t), wire.CreateRequest{Game: "mana", Seats: []wire.SeatSpec{{}, {}}}, "")
	}
	if !online.IsStatus(err, 429) {
		t.Fatalf("ten games created at once: %v, want 429", err)
	}

	cfg = testConfig(newDB(t))
	cfg.AddrRate = 5
	in = start(t, cfg, "")
	for i := 0; i < 40; i++ {
		status, body := raw(t, "POST", in.URL+wire.PathMine, "", mustJSON(wire.MineRequest{}))
		if status == 429 {
			if len(body) == 0 {
				t.Fatal("a 429 without a sentence")
			}
			return
		}
	}
	t.Fatal("40 requests at once from one address, none refused")
}

// TestCORS: the browser app served from an allowed origin may call the API
// (a preflight, then the call); another origin gets no CORS headers.
func TestCORS(t *testing.T) {
	cfg := testConfig(newDB(t))
	cfg.Origins = []string{"https://app.example"}
	in := start(t, cfg, "")
	for _, k := range []struct {
		origin string
		allow  bool
	}{{"https://app.example", true}, {"https://evil.example", false}} {
		req, _ := http.NewRequest("OPTIONS", in.URL+wire.PathMine, nil)
		req.Header.Set("Origin", k.origin)
		req.Header.Set("Access-Control-Request-Method", "POST")
		req.Header.Set("Access-Control-Request-Headers", "authorization, content-type")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		got := resp.Header.Get("Access-Control-Allow-Origin") == k.origin && strings.Contains(resp.Header.Get("Access-Control-Allow-Headers"), "Authorization")
		if got != k.allow {
			t.Errorf("preflight from %s: allowed %v, want %v (%v)", k.origin, got, k.allow, resp.Header)
		}
	}
}

// TestAppBesideTheAPI serves a browser app's files at / while every API
// route, the health check and the socket stay the server's.
func TestAppBesideTheAPI(t *testing.T) {
	cfg := testConfig(newDB(t))
	cfg.App = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "app:"+r.URL.Path)
	})
	in := start(t, cfg, "")
	get := func(method, path string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest(method, in.URL+path, strings.NewReader(`{"tokens":[]}`))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	for _, c := range []struct{ method, path, want string }{
		{"GET", "/", "app:/"},
		{"GET", "/kamon.wasm", "app:/kamon.wasm"},
		{"GET", "/healthz", "ok\n"},
		{"POST", wire.PathMine, `{"games":[]}`},
	} {
		if status, body := get(c.method, c.path); status != http.StatusOK || body != c.want {
			t.Errorf("%s %s: %d %q, want 200 %q", c.method, c.path, status, body, c.want)
		}
	}
	if status, body := get("GET", wire.PathSocket); strings.HasPrefix(body, "app:") {
		t.Errorf("the socket's path reached the app: %d %q", status, body)
	}
}
