import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local, listening on one address only (the system property dynamodb.local.host).
 *
 * DynamoDBLocal.jar has no option for the address: its DynamoDBProxyServer makes a Jetty
 * `new Server(port)`, whose connector listens on every interface. This builds the server
 * exactly as the jar's own main (ServerRunner) does, from the same command-line arguments,
 * then sets the host of its connector before the server starts, so the port is never open on
 * another interface, not even for a moment. Anything unexpected in the jar stops the start.
 *
 * scripts/local/dynamodb.ts compiles this once with the runtime's own compiler module
 * (java -m jdk.compiler/com.sun.tools.javac.Main), so a JRE is enough: no JDK needed.
 */
public final class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.local.host");
    if (host == null || host.isEmpty()) throw new IllegalArgumentException("Set -Ddynamodb.local.host=<address>");

    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server server = (Server) serverField.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) throw new IllegalStateException("Unexpected connector " + connector);
      ((ServerConnector) connector).setHost(host);
    }
    proxy.start();
    for (Connector connector : connectors) {
      ServerConnector bound = (ServerConnector) connector;
      if (!bound.isOpen()) throw new IllegalStateException("DynamoDB Local did not start on " + host + ":" + bound.getPort());
      System.out.println("DynamoDB Local listening on " + bound.getHost() + ":" + bound.getLocalPort());
    }
  }
}
