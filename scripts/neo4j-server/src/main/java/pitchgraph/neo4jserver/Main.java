package pitchgraph.neo4jserver;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.BoltConnectorInternalSettings;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.configuration.ssl.ClientAuth;
import org.neo4j.configuration.ssl.SslPolicyConfig;
import org.neo4j.configuration.ssl.SslPolicyScope;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

/**
 * Runs an embedded Neo4j Community DBMS that answers Bolt on 127.0.0.1 until the process gets SIGTERM.
 *
 * <p>This is a LOCAL DEVELOPMENT server: authentication is disabled (any credentials, or none, are
 * accepted) and the connector listens on the loopback interface only. Do not expose it.
 *
 * <p>Usage: {@code java -jar neo4j-server.jar [DATA_DIR]}. DATA_DIR (default {@code .neo4j/data}, relative to
 * the working directory) is the Neo4j home: databases, transaction logs and {@code logs/debug.log} live
 * under it. Environment: {@code NEO4J_BOLT_PORT} (default 7687), {@code NEO4J_PAGECACHE_MB} (default 256).
 *
 * <p>TLS for Bolt is off unless {@code NEO4J_TLS_DIR} names a directory holding {@code private.key} (PKCS#8 PEM)
 * and {@code public.crt} (PEM, the server certificate, then its chain), as {@code scripts/neo4j start --tls}
 * writes them. {@code NEO4J_TLS_LEVEL} is then {@code OPTIONAL} (the default: plain and TLS clients on the one
 * port) or {@code REQUIRED}. Clients present no certificate.
 */
public final class Main {
    private static final String HOST = "127.0.0.1";
    private static final int DEFAULT_PORT = 7687;
    private static final int DEFAULT_PAGECACHE_MB = 256;

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 1 || (args.length == 1 && args[0].startsWith("-"))) {
            System.err.println("usage: neo4j-server [DATA_DIR]");
            System.exit(2);
        }
        Path home = Path.of(args.length == 1 ? args[0] : ".neo4j/data").toAbsolutePath().normalize();
        int port = intEnv("NEO4J_BOLT_PORT", DEFAULT_PORT);
        int pageCacheMB = intEnv("NEO4J_PAGECACHE_MB", DEFAULT_PAGECACHE_MB);
        Files.createDirectories(home);

        long started = System.nanoTime();
        DatabaseManagementServiceBuilder builder = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress(HOST, port))
                .setConfig(BoltConnector.advertised_address, new SocketAddress(HOST, port))
                .setConfig(GraphDatabaseSettings.default_listen_address, new SocketAddress(HOST))
                // Local dev server only: the Go store sends basic auth when a user is configured and
                // Neo4j accepts any credentials while auth is off.
                .setConfig(GraphDatabaseSettings.auth_enabled, false)
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(pageCacheMB))
                // Keep the disk footprint of a dev box small: no 256 MiB pre-allocated log files and
                // only the newest transaction log kept.
                .setConfig(GraphDatabaseSettings.preallocate_logical_logs, false)
                .setConfig(GraphDatabaseSettings.keep_logical_logs, "false")
                .setConfig(GraphDatabaseSettings.udc_enabled, false)
                // Bolt stops after the databases have checkpointed; its two default 5 s grace periods
                // only make `scripts/neo4j stop` slow.
                .setConfig(BoltConnectorInternalSettings.thread_pool_shutdown_wait_time, Duration.ofSeconds(1))
                .setConfig(BoltConnectorInternalSettings.connection_shutdown_wait_time, Duration.ofSeconds(1));
        String tls = configureTls(builder);
        DatabaseManagementService dbms = builder.build();

        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("neo4j-server: shutting down");
            try {
                dbms.shutdown();
                System.out.println("neo4j-server: stopped");
            } finally {
                stopped.countDown();
            }
        }, "neo4j-server-shutdown"));

        Duration took = Duration.ofNanos(System.nanoTime() - started);
        System.out.printf("neo4j-server: Neo4j %s ready on bolt://%s:%d (auth disabled, TLS %s, home %s) in %d ms%n",
                neo4jVersion(), HOST, port, tls, home, took.toMillis());
        System.out.flush();
        stopped.await();
    }

    /**
     * Sets up the Bolt SSL policy when NEO4J_TLS_DIR is set and returns how TLS stands, for the log:
     * "off", "optional" or "required".
     */
    private static String configureTls(DatabaseManagementServiceBuilder builder) throws Exception {
        String dir = System.getenv("NEO4J_TLS_DIR");
        if (dir == null || dir.isBlank()) {
            return "off";
        }
        BoltConnector.EncryptionLevel level = BoltConnector.EncryptionLevel.OPTIONAL;
        String name = System.getenv("NEO4J_TLS_LEVEL");
        if (name != null && !name.isBlank()) {
            switch (name.trim().toUpperCase()) {
                case "OPTIONAL" -> level = BoltConnector.EncryptionLevel.OPTIONAL;
                case "REQUIRED" -> level = BoltConnector.EncryptionLevel.REQUIRED;
                default -> {
                    System.err.printf("neo4j-server: NEO4J_TLS_LEVEL=%s is not OPTIONAL or REQUIRED%n", name);
                    System.exit(2);
                }
            }
        }
        Path base = Path.of(dir).toAbsolutePath().normalize();
        for (String file : new String[] {"private.key", "public.crt"}) {
            if (!Files.isRegularFile(base.resolve(file))) {
                System.err.printf("neo4j-server: NEO4J_TLS_DIR=%s holds no %s%n", base, file);
                System.exit(2);
            }
        }
        // The policy loader wants its trusted and revoked directories even when no client certificate is
        // asked for.
        Files.createDirectories(base.resolve("trusted"));
        Files.createDirectories(base.resolve("revoked"));
        SslPolicyConfig bolt = SslPolicyConfig.forScope(SslPolicyScope.BOLT);
        builder.setConfig(bolt.enabled, true)
                .setConfig(bolt.base_directory, base)
                .setConfig(bolt.private_key, base.resolve("private.key"))
                .setConfig(bolt.public_certificate, base.resolve("public.crt"))
                .setConfig(bolt.client_auth, ClientAuth.NONE)
                .setConfig(BoltConnector.encryption_level, level);
        return level.name().toLowerCase();
    }

    private static int intEnv(String name, int fallback) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            System.err.printf("neo4j-server: %s=%s is not a number%n", name, value);
            System.exit(2);
            return fallback;
        }
    }

    private static String neo4jVersion() {
        String version = DatabaseManagementService.class.getPackage().getImplementationVersion();
        return version == null ? "(unknown version)" : version;
    }
}
