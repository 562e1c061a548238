// Package devserver serves the browser bundle (wasm/dist) during development and in the
// browser end-to-end test: the right MIME types, gzip for clients that accept it, no caching
// surprises, and nothing outside the bundle directory.
package devserver

import (
	"bytes"
	"compress/gzip"
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

// UncompressedLengthHeader carries a file's size before gzip, so that the page's loader can
// show real download progress: with gzip, Content-Length is the compressed size while the
// bytes a fetch stream yields are already decompressed.
const UncompressedLengthHeader = "X-Uncompressed-Length"

// contentTypes is fixed rather than taken from the system MIME database, which differs between
// machines (an old one serves .wasm as application/octet-stream, and browsers then refuse
// WebAssembly.instantiateStreaming).
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".mjs":  "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".json": "application/json",
	".wasm": "application/wasm",
	".svg":  "image/svg+xml",
	".png":  "image/png",
	".ico":  "image/x-icon",
	".txt":  "text/plain; charset=utf-8",
	".map":  "application/json",
}

// compressible lists the kinds worth gzipping; images are already compressed.
var compressible = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".css": true, ".json": true,
	".wasm": true, ".svg": true, ".txt": true, ".map": true, ".ico": true,
}

// Handler serves the files of one directory. Create it with New and Close it when done.
type Handler struct {
	root *os.Root

	mu sync.Mutex
	gz map[string]*gzipped // by file name inside root
}

// gzipped is a file's compressed body, valid while the file keeps the size and modification
// time it had when it was compressed. Its own lock lets one request compress a large file
// while others are served.
type gzipped struct {
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
	return &Handler{root: root, gz: map[string]*gzipped{}}, nil
}

// Close releases the bundle directory.
func (h *Handler) Close() error { return h.root.Close() }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.Error(w, "bad path", http.StatusBadRequest)
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

	var body io.ReadSeeker = f
	if compressible[ext] {
		hdr.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			gz, err := h.gzipBody(name, f, info)
			if err != nil {
				http.Error(w, "cannot read "+name, http.StatusInternalServerError)
				return
			}
			hdr.Set("Content-Encoding", "gzip")
			// ServeContent leaves Content-Length out for encoded bodies; the whole body is
			// always sent (ranges of a gzip stream are of no use to the page).
			hdr.Set("Content-Length", strconv.Itoa(len(gz)))
			r.Header.Del("Range")
			etag += "-gz"
			body = bytes.NewReader(gz)
		}
	}
	hdr.Set("ETag", `"`+etag+`"`)
	http.ServeContent(w, r, name, info.ModTime(), body)
}

// fileName turns a URL path into a file name inside the bundle. Any ".." segment is refused
// outright instead of being cleaned away, so that a traversal attempt gets a clear 400; the
// os.Root keeps everything else (symbolic links included) inside the directory.
func fileName(urlPath string) (string, bool) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	for _, seg := range strings.Split(urlPath, "/") {
		if seg == ".." {
			return "", false
		}
	}
	name := strings.TrimPrefix(path.Clean(urlPath), "/")
	if name == "" {
		name = "."
	}
	return name, true
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

// gzipBody returns the compressed body of the open file f, compressing it only when the file
// changed since the last time.
func (h *Handler) gzipBody(name string, f io.Reader, info fs.FileInfo) ([]byte, error) {
	h.mu.Lock()
	e := h.gz[name]
	if e == nil {
		e = &gzipped{}
		h.gz[name] = e
	}
	h.mu.Unlock()

	e.mu.Lock()
	defer e.mu.Unlock()
	if e.body != nil && e.size == info.Size() && e.modTime.Equal(info.ModTime()) {
		return e.body, nil
	}
	if body, ok := h.precompressed(name, info); ok {
		e.body, e.size, e.modTime = body, info.Size(), info.ModTime()
		return body, nil
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(zw, f); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	e.body, e.size, e.modTime = buf.Bytes(), info.Size(), info.ModTime()
	return e.body, nil
}

// precompressed returns the body of name+".gz" when the build left one (see
// scripts/precompress.sh: a slower, stronger compressor than ours) that is not older than
// the file itself, and is really a gzip stream of it.
func (h *Handler) precompressed(name string, info fs.FileInfo) ([]byte, bool) {
	gzInfo, err := h.root.Stat(name + ".gz")
	if err != nil || !gzInfo.Mode().IsRegular() || gzInfo.ModTime().Before(info.ModTime()) {
		return nil, false
	}
	body, err := h.root.ReadFile(name + ".gz")
	if err != nil {
		return nil, false
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		return nil, false
	}
	n, err := io.Copy(io.Discard, zr)
	if err != nil || n != info.Size() {
		return nil, false
	}
	return body, true
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip: listed (or covered by
// "*") with a quality above zero.
func acceptsGzip(header string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		allowed := qualityAboveZero(params)
		if coding == "gzip" {
			return allowed
		}
		star = allowed
	}
	return star
}

// qualityAboveZero reads the q parameter of one Accept-Encoding entry (absent means 1).
func qualityAboveZero(params string) bool {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		return err == nil && q > 0
	}
	return true
}
