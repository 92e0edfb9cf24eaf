// The peer of pitchgraph's benchmark: the official Neo4j GraphQL Library
// (@neo4j/graphql) serving the graph pitchgraph's Neo4j store wrote, over
// HTTP with graphql-yoga. The benchmark starts it with
//
//   NEO4J_URI=bolt://127.0.0.1:7688 PORT=4000 node server.js
//
// and prints "ready on http://127.0.0.1:PORT/graphql" once it listens.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { Neo4jGraphQL } from "@neo4j/graphql";
import { createYoga } from "graphql-yoga";
import neo4j from "neo4j-driver";

const uri = process.env.NEO4J_URI ?? "bolt://127.0.0.1:7687";
const port = Number(process.env.PORT ?? 4000);
const typeDefs = readFileSync(new URL("./typeDefs.graphql", import.meta.url), "utf8");

const driver = neo4j.driver(uri, neo4j.auth.basic("neo4j", "unused"), { disableLosslessIntegers: true });
const schema = await new Neo4jGraphQL({ typeDefs, driver }).getSchema();
const yoga = createYoga({ schema, graphqlEndpoint: "/graphql", graphiql: false, logging: false });

const server = createServer(yoga);
server.listen(port, "127.0.0.1", () => {
  console.log(`ready on http://127.0.0.1:${server.address().port}/graphql`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    server.close();
    await driver.close();
    process.exit(0);
  });
}
