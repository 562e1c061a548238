// Package appfiles serves the browser app (wasm/dist): for development (kamon-cli serve), in
// the browser end-to-end test, and beside the online API (kamon-server --app): the right MIME types, brotli or gzip for clients that accept them,
// no caching surprises, and nothing outside the bundle directory nor any dotfile in it.
package appfiles

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// UncompressedLengthHeader carries a file's size before compression, so that the page's loader
// can show real download progress: with brotli or gzip, Content-Length is the compressed size
// while the bytes a fetch stream yields are already decompressed.
const UncompressedLengthHeader = "X-Uncompressed-Length"

// contentTypes is fixed rather than taken from the system MIME database, which differs between
// machines (an old one serves .wasm as application/octet-stream, and browsers then refuse
// WebAssembly.instantiateStreaming).
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
	".map":         "application/json",
}

// compressible lists the kinds worth compressing; images are already compressed.
var compressible = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".css": true, ".json": true, ".webmanifest": true,
	".wasm": true, ".svg": true, ".txt": true, ".map": true, ".ico": true,
}

// Content codings the server sends, best first when the client likes them equally. Brotli
// comes only from a file the build left beside the original (FILE.br, see
// scripts/precompress.sh); gzip from FILE.gz, else compressed here.
const (
	brotli = "br"
	gzipCo = "gzip"
)

// Handler serves the files of one directory. Create it with New and Close it when done.
type Handler struct {
	root *os.Root

	mu      sync.Mutex
	encoded map[encodedKey]*encodedBody
}

// encodedKey names one compressed body: a file inside root and its coding.
type encodedKey struct{ name, coding string }

// encodedBody is a file's compressed body, valid while the file keeps the size and
// modification time it had when it was compressed. Its own lock lets one request compress a
// large file while others are served.
type encodedBody struct {
	mu      sync.Mutex
	size    int64
	modTime time.Time
	body    []byte
}

// New opens dir for serving. It fails with a hint when dir holds no index.html, the usual
// sign that the bundle has not been built yet.
func New(dir string) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("bundle directory %s: %w (build it with `make wasm`)", dir, err)
	}
	if _, err := root.Stat("index.html"); err != nil {
		root.Close()
		return nil, fmt.Errorf("bundle directory %s has no index.html (build it with `make wasm`)", dir)
	}
	return &Handler{root: root, encoded: map[encodedKey]*encodedBody{}}, nil
}

// Close releases the bundle directory.
func (h *Handler) Close() error { return h.root.Close() }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, status := fileName(r.URL.Path)
	if status != http.StatusOK {
		http.Error(w, http.StatusText(status), status)
		return
	}
	f, info, err := h.open(name)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	name = path.Join(path.Dir(name), info.Name()) // a directory resolves to its index.html

	ext := path.Ext(name)
	hdr := w.Header()
	ctype, known := contentTypes[ext]
	if !known {
		ctype = "application/octet-stream"
	}
	hdr.Set("Content-Type", ctype)
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set(UncompressedLengthHeader, strconv.FormatInt(info.Size(), 10))
	etag := fmt.Sprintf("%x-%x", info.Size(), info.ModTime().UnixNano())

	// Several ranges in one request would make ServeContent write a multipart answer of as
	// many parts as asked (overlapping ones too): the whole file is sent instead, which a
	// server may always do.
	if strings.Contains(r.Header.Get("Range"), ",") {
		r.Header.Del("Range")
	}
	var body io.ReadSeeker = f
	if compressible[ext] {
		hdr.Add("Vary", "Accept-Encoding")
		coding, encoded, err := h.negotiate(name, f, info, r.Header.Get("Accept-Encoding"))
		if err != nil {
			http.Error(w, "cannot read "+name, http.StatusInternalServerError)
			return
		}
		if coding != "" {
			hdr.Set("Content-Encoding", coding)
			// ServeContent leaves Content-Length out for encoded bodies; the whole body is
			// always sent (ranges of a compressed stream are of no use to the page).
			hdr.Set("Content-Length", strconv.Itoa(len(encoded)))
			r.Header.Del("Range")
			etag += "-" + coding
			body = bytes.NewReader(encoded)
		}
	}
	hdr.Set("ETag", `"`+etag+`"`)
	http.ServeContent(w, r, name, info.ModTime(), body)
}

// fileName turns a URL path into a file name inside the bundle, or gives the status to answer
// instead. Any ".." segment is refused outright instead of being cleaned away, so that a
// traversal attempt gets a clear 400; the os.Root keeps everything else (symbolic links
// included) inside the directory. A segment starting with a dot (.git, .env, .keep) is not
// part of the bundle, whatever the directory holds: 404, as for a missing file.
func fileName(urlPath string) (string, int) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", http.StatusBadRequest
	}
	for _, seg := range strings.Split(urlPath, "/") {
		if seg == ".." {
			return "", http.StatusBadRequest
		}
	}
	name := strings.TrimPrefix(path.Clean(urlPath), "/")
	if name == "" {
		return ".", http.StatusOK
	}
	for _, seg := range strings.Split(name, "/") {
		if strings.HasPrefix(seg, ".") {
			return "", http.StatusNotFound
		}
	}
	return name, http.StatusOK
}

// open opens a regular file, or the index.html of a directory.
func (h *Handler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := h.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err == nil && info.IsDir() {
		f.Close()
		return h.open(path.Join(name, "index.html"))
	}
	if err == nil && !info.Mode().IsRegular() {
		err = fs.ErrNotExist
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// negotiate picks the content coding for a client that sent the Accept-Encoding header
// accept, and returns it with the file's body in it: the coding the client likes best (by
// quality, brotli first on a tie) among those this file has, or "" and no body for the file as
// it is.
func (h *Handler) negotiate(name string, f io.Reader, info fs.FileInfo, accept string) (string, []byte, error) {
	qBr, qGzip := quality(accept, brotli), quality(accept, gzipCo)
	if qBr > 0 && qBr >= qGzip {
		body, err := h.body(encodedKey{name, brotli}, info, func() ([]byte, error) {
			return h.precompressed(name, ".br", info, nil)
		})
		if err == nil {
			return brotli, body, nil
		}
	}
	if qGzip <= 0 {
		return "", nil, nil
	}
	body, err := h.body(encodedKey{name, gzipCo}, info, func() ([]byte, error) {
		if body, err := h.precompressed(name, ".gz", info, gzipSize); err == nil {
			return body, nil
		}
		return gzipAll(f)
	})
	if err != nil {
		return "", nil, err
	}
	return gzipCo, body, nil
}

// body returns the body kept for key, made again by encode when the file changed since.
func (h *Handler) body(key encodedKey, info fs.FileInfo, encode func() ([]byte, error)) ([]byte, error) {
	h.mu.Lock()
	e := h.encoded[key]
	if e == nil {
		e = &encodedBody{}
		h.encoded[key] = e
	}
	h.mu.Unlock()

	e.mu.Lock()
	defer e.mu.Unlock()
	if e.body != nil && e.size == info.Size() && e.modTime.Equal(info.ModTime()) {
		return e.body, nil
	}
	body, err := encode()
	if err != nil {
		return nil, err
	}
	e.body, e.size, e.modTime = body, info.Size(), info.ModTime()
	return body, nil
}

// errStale says a precompressed file is missing, older than its file, or not a stream of it.
var errStale = errors.New("no fresh precompressed file")

// precompressed returns the body of name+ext when the build left one (see
// scripts/precompress.sh: slower, stronger compressors than ours) that is not older than the
// file itself and, when decodedSize can tell (gzip), really decompresses to the file's size.
// The build checks its brotli files itself, as Go's library has no brotli decoder.
func (h *Handler) precompressed(name, ext string, info fs.FileInfo, decodedSize func([]byte) (int64, error)) ([]byte, error) {
	preInfo, err := h.root.Stat(name + ext)
	if err != nil || !preInfo.Mode().IsRegular() || preInfo.Size() == 0 || preInfo.ModTime().Before(info.ModTime()) {
		return nil, errStale
	}
	body, err := h.root.ReadFile(name + ext)
	if err != nil {
		return nil, errStale
	}
	if decodedSize != nil {
		if n, err := decodedSize(body); err != nil || n != info.Size() {
			return nil, errStale
		}
	}
	return body, nil
}

// gzipSize is the size of what a gzip stream decompresses to.
func gzipSize(body []byte) (int64, error) {
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	return io.Copy(io.Discard, zr)
}

// gzipAll compresses everything r holds.
func gzipAll(r io.Reader) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(zw, r); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// quality is the q value an Accept-Encoding header gives a content coding: its own entry's,
// else that of "*", else 0 (not acceptable). A q that does not parse counts as 0.
func quality(header, coding string) float64 {
	star := 0.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		switch name {
		case coding:
			return qValue(params)
		case "*":
			star = qValue(params)
		}
	}
	return star
}

// qValue reads the q parameter of one Accept-Encoding entry (absent means 1), within 0..1.
func qValue(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || !(q > 0) {
			return 0
		}
		return min(q, 1)
	}
	return 1
}
