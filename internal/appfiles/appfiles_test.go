package appfiles

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// bundle writes a small bundle directory inside a parent that also holds a secret file, which
// must never be served.
func bundle(t *testing.T) (dir, secret string) {
	t.Helper()
	parent := t.TempDir()
	dir = filepath.Join(parent, "dist")
	files := map[string]string{
		"index.html":      "<!doctype html><title>Kamon</title>" + strings.Repeat("<p>hello</p>", 50),
		"kamon.wasm":      "\x00asm\x01\x00\x00\x00" + strings.Repeat("wasm bytes ", 400),
		"wasm_exec.js":    strings.Repeat("// go runtime glue\n", 100),
		"style.css":       "body { margin: 0 }",
		"icon.png":        "\x89PNG not really",
		"notes.xyz":       "unknown kind",
		"app.webmanifest": `{"name": "Kamon"}`,
		"sub/a.js":        "console.log(1)",
		"empty/.keep":     "",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	secret = filepath.Join(parent, "secret.txt")
	if err := os.WriteFile(secret, []byte("TOP SECRET"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, secret
}

func newHandler(t *testing.T, dir string) *Handler {
	t.Helper()
	h, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func get(h http.Handler, target string, header map[string]string) *http.Response {
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func readAll(t *testing.T, r io.Reader) string {
	t.Helper()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestContentTypes(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)
	cases := map[string]string{
		"/":                "text/html; charset=utf-8",
		"/index.html":      "text/html; charset=utf-8",
		"/kamon.wasm":      "application/wasm",
		"/wasm_exec.js":    "text/javascript; charset=utf-8",
		"/sub/a.js":        "text/javascript; charset=utf-8",
		"/style.css":       "text/css; charset=utf-8",
		"/icon.png":        "image/png",
		"/notes.xyz":       "application/octet-stream",
		"/app.webmanifest": "application/manifest+json",
	}
	for target, want := range cases {
		res := get(h, target, nil)
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d, want 200", target, res.StatusCode)
		}
		if got := res.Header.Get("Content-Type"); got != want {
			t.Errorf("%s: Content-Type %q, want %q", target, got, want)
		}
		if got := res.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", target, got)
		}
	}
}

func TestGzipWhenAccepted(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)
	raw, err := os.ReadFile(filepath.Join(dir, "kamon.wasm"))
	if err != nil {
		t.Fatal(err)
	}

	// The client prefers brotli, but there is no kamon.wasm.br: gzip.
	res := get(h, "/kamon.wasm", map[string]string{"Accept-Encoding": "br, gzip;q=0.8"})
	if got := res.Header.Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip", got)
	}
	compressed := readAll(t, res.Body)
	if got := res.Header.Get("Content-Length"); got != strconv.Itoa(len(compressed)) {
		t.Errorf("Content-Length %s, want the compressed size %d", got, len(compressed))
	}
	if len(compressed) >= len(raw) {
		t.Errorf("gzip body %d bytes is not smaller than the file's %d", len(compressed), len(raw))
	}
	if got := res.Header.Get(UncompressedLengthHeader); got != strconv.Itoa(len(raw)) {
		t.Errorf("%s %s, want %d", UncompressedLengthHeader, got, len(raw))
	}
	if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
		t.Errorf("Vary %q lacks Accept-Encoding", res.Header.Get("Vary"))
	}
	zr, err := gzip.NewReader(strings.NewReader(compressed))
	if err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, zr); got != string(raw) {
		t.Errorf("decompressed body differs from the file")
	}
}

func TestNoGzipUnlessAccepted(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)
	for _, ae := range []string{"", "identity", "gzip;q=0", "*;q=0", "deflate"} {
		res := get(h, "/kamon.wasm", map[string]string{"Accept-Encoding": ae})
		if got := res.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want none", ae, got)
		}
		if body := readAll(t, res.Body); !strings.HasPrefix(body, "\x00asm") {
			t.Errorf("Accept-Encoding %q: body is not the raw file", ae)
		}
	}
	// Images are already compressed: sent as they are even to a gzip client.
	res := get(h, "/icon.png", map[string]string{"Accept-Encoding": "gzip"})
	if got := res.Header.Get("Content-Encoding"); got != "" {
		t.Errorf("png: Content-Encoding %q, want none", got)
	}
}

func TestGzipFollowsFileChanges(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)
	gz := map[string]string{"Accept-Encoding": "gzip"}
	p := filepath.Join(dir, "wasm_exec.js")

	first := get(h, "/wasm_exec.js", gz)
	readAll(t, first.Body)
	if err := os.WriteFile(p, []byte("// rebuilt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(p, later, later); err != nil {
		t.Fatal(err)
	}
	res := get(h, "/wasm_exec.js", gz)
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, zr); got != "// rebuilt\n" {
		t.Errorf("after a rebuild the server sent %q, want the new file", got)
	}
	if first.Header.Get("ETag") == res.Header.Get("ETag") {
		t.Errorf("ETag %s did not change with the file", res.Header.Get("ETag"))
	}
}

func TestRevalidation(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)
	res := get(h, "/style.css", nil)
	etag := res.Header.Get("ETag")
	if etag == "" {
		t.Fatal("no ETag")
	}
	res = get(h, "/style.css", map[string]string{"If-None-Match": etag})
	if res.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match with the current ETag: status %d, want 304", res.StatusCode)
	}
}

func TestNotFound(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)
	for _, target := range []string{"/missing.js", "/sub/", "/empty", "/sub/a.js/x"} {
		if res := get(h, target, nil); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", target, res.StatusCode)
		}
	}
}

func TestTraversalRefused(t *testing.T) {
	dir, secret := bundle(t)
	h := newHandler(t, dir)
	for _, target := range []string{"/../secret.txt", "/%2e%2e/secret.txt", "/sub/../../secret.txt", "/..%2fsecret.txt", "/..%5csecret.txt"} {
		res := get(h, target, nil)
		if res.StatusCode != http.StatusBadRequest {
			t.Errorf("%s: status %d, want 400", target, res.StatusCode)
		}
		if body := readAll(t, res.Body); strings.Contains(body, "TOP SECRET") {
			t.Errorf("%s: served the file outside the bundle", target)
		}
	}

	// A symbolic link inside the bundle must not lead out of it either.
	if err := os.Symlink(secret, filepath.Join(dir, "link.txt")); err != nil {
		t.Skipf("cannot make a symbolic link here: %v", err)
	}
	res := get(h, "/link.txt", nil)
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("/link.txt (link to outside): status %d, want 404", res.StatusCode)
	}
	if body := readAll(t, res.Body); strings.Contains(body, "TOP SECRET") {
		t.Error("/link.txt: served the file outside the bundle")
	}
}

func TestOnlyGetAndHead(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)

	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/index.html", strings.NewReader("x")))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", rec.Code)
	}

	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodHead, "/index.html", nil))
	if rec.Code != http.StatusOK || rec.Body.Len() != 0 {
		t.Errorf("HEAD: status %d with %d body bytes, want 200 and none", rec.Code, rec.Body.Len())
	}
}

func TestNewNeedsABuiltBundle(t *testing.T) {
	for _, dir := range []string{t.TempDir(), filepath.Join(t.TempDir(), "nope")} {
		_, err := New(dir)
		if err == nil || !strings.Contains(err.Error(), "make wasm") {
			t.Errorf("New(%s) = %v, want an error that says to run make wasm", dir, err)
		}
	}
}

func TestQuality(t *testing.T) {
	cases := []struct {
		header string
		gzip   float64
		br     float64
	}{
		{"", 0, 0},
		{"gzip", 1, 0},
		{"GZIP", 1, 0},
		{"gzip, deflate, br", 1, 1},
		{"br;q=1.0, gzip;q=0.5", 0.5, 1},
		{"gzip;q=0", 0, 0},
		{"gzip; q=0.0", 0, 0},
		{"*", 1, 1},
		{"*;q=0", 0, 0},
		{"gzip;q=0, *", 0, 1},
		{"*;q=0, gzip", 1, 0},
		{"*;q=0.3, br", 0.3, 1},
		{"deflate, identity", 0, 0},
		{"gzip;q=bogus, br;q=NaN", 0, 0},
		{"br;q=-1, gzip;q=7", 1, 0},
		{" gzip ; level=1 ; q=1 ", 1, 0},
	}
	for _, c := range cases {
		if got := quality(c.header, "gzip"); got != c.gzip {
			t.Errorf("quality(%q, gzip) = %v, want %v", c.header, got, c.gzip)
		}
		if got := quality(c.header, "br"); got != c.br {
			t.Errorf("quality(%q, br) = %v, want %v", c.header, got, c.br)
		}
	}
}

// HEAD gives the loader both sizes without a body.
func TestHeadReportsSizes(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)
	req := httptest.NewRequest(http.MethodHead, "/kamon.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	raw, _ := os.ReadFile(filepath.Join(dir, "kamon.wasm"))
	if got := rec.Header().Get(UncompressedLengthHeader); got != strconv.Itoa(len(raw)) {
		t.Errorf("HEAD %s = %s, want %d", UncompressedLengthHeader, got, len(raw))
	}
	if rec.Header().Get("Content-Encoding") != "gzip" || !bytes.Equal(rec.Body.Bytes(), nil) {
		t.Errorf("HEAD: want gzip headers and no body")
	}
}

// A .gz the build left beside a file is sent as it is, as long as it is a gzip stream of
// that file and not older than it; otherwise the server compresses the file itself.
func TestPrecompressedBody(t *testing.T) {
	dir, _ := bundle(t)
	wasm := filepath.Join(dir, "kamon.wasm")
	plain, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	var pre bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&pre, gzip.NoCompression) // recognisable by its size
	zw.Write(plain)
	zw.Close()
	writeGz := func(body []byte, mod time.Time) {
		t.Helper()
		if err := os.WriteFile(wasm+".gz", body, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(wasm+".gz", mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	info, _ := os.Stat(wasm)
	served := func() []byte {
		t.Helper()
		res := get(newHandler(t, dir), "/kamon.wasm", map[string]string{"Accept-Encoding": "gzip"})
		body := readAll(t, res.Body)
		zr, err := gzip.NewReader(strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		if got := readAll(t, zr); got != string(plain) {
			t.Fatal("the gzip body does not decompress to the file")
		}
		return []byte(body)
	}

	writeGz(pre.Bytes(), info.ModTime().Add(time.Second))
	if got := served(); !bytes.Equal(got, pre.Bytes()) {
		t.Error("a fresh precompressed file is not what was sent")
	}
	writeGz(pre.Bytes(), info.ModTime().Add(-time.Hour))
	if got := served(); bytes.Equal(got, pre.Bytes()) {
		t.Error("a precompressed file older than the file was sent")
	}
	var other bytes.Buffer
	zw = gzip.NewWriter(&other)
	zw.Write([]byte("something else"))
	zw.Close()
	writeGz(other.Bytes(), info.ModTime().Add(time.Second))
	served() // checks the body is the real file, not the stale .gz
	writeGz([]byte("not gzip"), info.ModTime().Add(time.Second))
	served()
}

// writeBr leaves a .br beside a file of the bundle, with the given modification time. Go's
// library cannot make brotli streams; the server sends the file as it is (the build checks it),
// so its bytes need not be one.
func writeBr(t *testing.T, file string, body []byte, mod time.Time) {
	t.Helper()
	if err := os.WriteFile(file+".br", body, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(file+".br", mod, mod); err != nil {
		t.Fatal(err)
	}
}

// Brotli, when the build left a fresh FILE.br and the client takes it, before gzip; gzip or the
// plain file otherwise; always Vary: Accept-Encoding.
func TestBrotliWhenAcceptedAndBuilt(t *testing.T) {
	dir, _ := bundle(t)
	wasm := filepath.Join(dir, "kamon.wasm")
	info, _ := os.Stat(wasm)
	br := []byte("\x1b pretend brotli stream")
	writeBr(t, wasm, br, info.ModTime().Add(time.Second))
	raw, _ := os.ReadFile(wasm)

	cases := map[string]string{
		"gzip, deflate, br, zstd": "br",
		"br":                      "br",
		"br;q=0.5, gzip":          "gzip",
		"br;q=0.5, gzip;q=0.5":    "br",
		"*":                       "br",
		"gzip":                    "gzip",
		"br;q=0, gzip":            "gzip",
		"br;q=0, gzip;q=0":        "",
		"":                        "",
	}
	for ae, want := range cases {
		res := get(newHandler(t, dir), "/kamon.wasm", map[string]string{"Accept-Encoding": ae})
		body := readAll(t, res.Body)
		if got := res.Header.Get("Content-Encoding"); got != want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", ae, got, want)
			continue
		}
		if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: Vary %q lacks Accept-Encoding", ae, res.Header.Get("Vary"))
		}
		switch want {
		case "br":
			if body != string(br) || res.Header.Get("Content-Length") != strconv.Itoa(len(br)) {
				t.Errorf("Accept-Encoding %q: sent %d bytes, not the .br file", ae, len(body))
			}
			if !strings.HasSuffix(res.Header.Get("ETag"), `-br"`) {
				t.Errorf("brotli body with ETag %s, the same as another coding's", res.Header.Get("ETag"))
			}
		case "":
			if body != string(raw) {
				t.Errorf("Accept-Encoding %q: body is not the raw file", ae)
			}
		}
		if got := res.Header.Get(UncompressedLengthHeader); got != strconv.Itoa(len(raw)) {
			t.Errorf("Accept-Encoding %q: %s %s, want %d", ae, UncompressedLengthHeader, got, len(raw))
		}
	}

	// A .br older than the file (a build that failed half way) or empty is not sent.
	for _, stale := range []struct {
		body []byte
		mod  time.Time
	}{{br, info.ModTime().Add(-time.Hour)}, {nil, info.ModTime().Add(time.Second)}} {
		writeBr(t, wasm, stale.body, stale.mod)
		res := get(newHandler(t, dir), "/kamon.wasm", map[string]string{"Accept-Encoding": "br, gzip"})
		if got := res.Header.Get("Content-Encoding"); got != "gzip" {
			t.Errorf("stale .br (%d bytes, %v): Content-Encoding %q, want gzip", len(stale.body), stale.mod.Sub(info.ModTime()), got)
		}
	}
}

// Dotfiles and anything under a directory whose name starts with a dot are never served,
// whether they exist or not.
func TestDotfilesNotServed(t *testing.T) {
	dir, _ := bundle(t)
	for name, body := range map[string]string{".env": "SECRET=1", ".git/config": "[core]", "sub/.hidden.js": "x", ".well/known.txt": "k"} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := newHandler(t, dir)
	for _, target := range []string{"/.env", "/.git/config", "/.git/", "/sub/.hidden.js", "/.well/known.txt", "/%2eenv", "/empty/.keep", "/./.env", "/sub/./.hidden.js"} {
		res := get(h, target, map[string]string{"Accept-Encoding": "gzip"})
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", target, res.StatusCode)
		}
		if body := readAll(t, res.Body); strings.Contains(body, "SECRET") || strings.Contains(body, "[core]") {
			t.Errorf("%s: served a dotfile", target)
		}
	}
	// A dot inside a name is fine.
	if res := get(h, "/sub/a.js", nil); res.StatusCode != http.StatusOK {
		t.Errorf("/sub/a.js: status %d", res.StatusCode)
	}
}

// One range is served as asked; several in one request get the whole file, never a multipart
// answer of as many parts as asked.
func TestRanges(t *testing.T) {
	dir, _ := bundle(t)
	h := newHandler(t, dir)
	raw, _ := os.ReadFile(filepath.Join(dir, "kamon.wasm"))

	res := get(h, "/kamon.wasm", map[string]string{"Range": "bytes=0-3"})
	if body := readAll(t, res.Body); res.StatusCode != http.StatusPartialContent || body != "\x00asm" {
		t.Errorf("one range: status %d, body %q; want 206 and the first four bytes", res.StatusCode, body)
	}
	many := "bytes=" + strings.TrimSuffix(strings.Repeat("0-1,", 200), ",")
	for _, rng := range []string{"bytes=0-3,8-11", "bytes=0-,0-,0-", many} {
		res := get(h, "/kamon.wasm", map[string]string{"Range": rng})
		body := readAll(t, res.Body)
		if res.StatusCode != http.StatusOK || body != string(raw) || strings.HasPrefix(res.Header.Get("Content-Type"), "multipart/") {
			t.Errorf("Range %.40s: status %d, %d bytes, %s; want 200 and the whole file", rng, res.StatusCode, len(body), res.Header.Get("Content-Type"))
		}
	}
	// Compressed bodies are always sent whole.
	res = get(h, "/kamon.wasm", map[string]string{"Range": "bytes=0-3", "Accept-Encoding": "gzip"})
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("a range with gzip: status %d, coding %q; want 200 gzip", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
}
